// The string tables, in a module of their own: a bundle that loads the tables as it needs them
// (the web app) imports this package without pulling them all in.
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import type { Language, StringTable } from './i18n.js';
import { renderMessage, type LocalizedMessage } from './message.js';
import { translateWith } from './translate.js';

/** The string tables, one per language; English is the reference. */
export const Locales: Record<Language, StringTable> = {
  en,
  ja,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

/**
 * Looks up a dotted key and fills {{name}} placeholders; falls back to English, then the key
 * (translate.ts holds the rules, plural forms included).
 */
export const translate = (lang: Language, key: string, params?: Record<string, string | number>): string =>
  translateWith((l) => Locales[l], lang, key, params);

/** The English text of a message of the tables, as an API keeps it beside the message. */
export const englishText = (msg: LocalizedMessage) =>
  renderMessage(msg, (key, params) => translate('en', key, params), 'en');
