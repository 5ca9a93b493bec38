import { describe, expect, it } from 'vitest';
import { flattenStrings, languageFromAcceptHeader, Languages, matchLanguage } from './i18n.js';
import { Locales, translate } from './locales.js';

describe('language matching', () => {
  it.each([
    ['en-US', 'en'],
    ['ja-JP', 'ja'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['zh_Hans_HK', 'zh-Hans'],
    ['fr-FR', null],
    ['', null],
  ])('%s → %s', (tag, lang) => {
    expect(matchLanguage(tag)).toBe(lang);
  });

  it('takes the best supported language of an Accept-Language header', () => {
    expect(languageFromAcceptHeader('fr-FR,fr;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja');
    expect(languageFromAcceptHeader('en;q=0.1, zh-TW;q=0.5')).toBe('zh-Hant');
    expect(languageFromAcceptHeader('de')).toBe('en');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
  });
});

describe('translation', () => {
  it('fills placeholders and falls back to the key', () => {
    expect(translate('en', 'errors.bodyTooLarge', { limit: 10 })).toBe(
      'The request body is too large (at most 10 bytes).',
    );
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
  });

  it("takes a count's plural form by the language's rules", () => {
    const key = 'identity.provider.tooMany';
    expect(translate('en', key, { count: 1 })).toBe('Too many sign-in attempts; try again in 1 minute.');
    expect(translate('en', key, { count: 15 })).toBe('Too many sign-in attempts; try again in 15 minutes.');
    expect(translate('ja', key, { count: 1 })).toBe(
      'サインインの試行回数が多すぎます。1 分後にもう一度お試しください。',
    );
    expect(translate('en', 'errors.bodyTooLarge', { count: 2, limit: 10 })).toBe(
      'The request body is too large (at most 10 bytes).',
    );
  });

  it('has every key in every language, and no empty string', () => {
    const reference = Object.keys(flattenStrings(Locales.en)).sort();
    for (const lang of Languages) {
      const table = flattenStrings(Locales[lang]);
      expect(Object.keys(table).sort(), lang).toEqual(reference);
      for (const [key, text] of Object.entries(table)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every translation', () => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',');
    const en = flattenStrings(Locales.en);
    for (const lang of Languages) {
      const table = flattenStrings(Locales[lang]);
      for (const key of Object.keys(en))
        expect(placeholders(table[key] ?? ''), `${lang} ${key}`).toBe(placeholders(en[key]!));
    }
  });
});
