import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Languages, Locales, flattenStrings } from '@netlens/core';
import { pickLanguage, startStrings } from './i18n';

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

describe("the start page's English strings", () => {
  const src = join(import.meta.dirname, '..');
  // The shell and the start page, which show before the whole English table is loaded (the
  // route table only names other pages' titles, shown once it is).
  const dirs = ['app', 'features/start', 'features/identity', 'features/geo', 'lib'];
  const files = dirs.flatMap((dir) =>
    readdirSync(join(src, dir))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== 'routes.tsx')
      .map((f) => join(dir, f)),
  );

  it('carry every namespace the shell and the start page use', () => {
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(src, file), 'utf8');
      for (const m of text.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)) used.add(`${m[1]} (${file})`);
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((u) => !(u.split(' ')[0]! in startStrings));
    expect(missing).toEqual([]);
  });

  it('are the English table of those namespaces, and not all of it', () => {
    for (const [ns, table] of Object.entries(startStrings)) expect(table).toEqual(Locales.en[ns]);
    expect(Object.keys(startStrings).length).toBeLessThan(Object.keys(Locales.en).length / 2);
  });
});
