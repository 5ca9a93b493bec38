import { describe, expect, it } from 'vitest';
import { Languages, Locales, flattenStrings } from '@netlens/core';
import { pickLanguage } from './i18n';

const english = flattenStrings(Locales.en);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale tables', () => {
  for (const lang of Languages.filter((l) => l !== 'en')) {
    const table = flattenStrings(Locales[lang]);

    it(`${lang} has every key English has`, () => {
      expect(Object.keys(english).filter((k) => !(k in table))).toEqual([]);
    });

    it(`${lang} has no key English lacks`, () => {
      expect(Object.keys(table).filter((k) => !(k in english))).toEqual([]);
    });

    it(`${lang} keeps the same {{placeholders}} as English`, () => {
      for (const [key, text] of Object.entries(table)) {
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      }
    });

    it(`${lang} has no empty strings`, () => {
      expect(
        Object.entries(table)
          .filter(([, v]) => v.trim() === '')
          .map(([k]) => k),
      ).toEqual([]);
    });
  }
});

describe('pickLanguage', () => {
  it('prefers a valid stored choice over the browser languages', () => {
    expect(pickLanguage('zh-Hant', ['ja-JP'])).toBe('zh-Hant');
  });

  it('ignores an invalid stored choice', () => {
    expect(pickLanguage('fr', ['ja-JP'])).toBe('ja');
  });

  it('takes the first supported browser language', () => {
    expect(pickLanguage(null, ['fr-FR', 'zh-TW', 'en-US'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['zh-CN'])).toBe('zh-Hans');
  });

  it('falls back to English', () => {
    expect(pickLanguage(undefined, ['de-DE', 'fr'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});
