// The string tables, in a module of their own: a bundle that loads the tables as it needs them
// (the web app) imports this package without pulling them all in.
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import type { Language, StringTable } from './i18n.js';
import { renderMessage, type LocalizedMessage } from './message.js';

/** The string tables, one per language; English is the reference. */
export const Locales: Record<Language, StringTable> = {
  en,
  ja,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

const plurals = new Map<Language, Intl.PluralRules>();
/** A language's plural rules, made once (an Intl object costs far more to make than to use). */
const pluralRules = (l: Language) => {
  let rules = plurals.get(l);
  if (!rules) plurals.set(l, (rules = new Intl.PluralRules(l)));
  return rules;
};

/**
 * Looks up a dotted key and fills {{name}} placeholders; falls back to English, then the key. With
 * a numeric `count`, the key's plural form is taken first (`key_one`, `key_other`, as i18next names
 * them in the same tables), by the language's plural rules.
 */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const find = (table: StringTable, path: string): string | undefined => {
    let node: string | StringTable | undefined = table;
    for (const part of path.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const count = params.count;
  const lookup = (l: Language): string | undefined => {
    const forms =
      typeof count === 'number' ? [`${key}_${pluralRules(l).select(count)}`, `${key}_other`, key] : [key];
    for (const form of forms) {
      const text = find(Locales[l], form);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const text = lookup(lang) ?? lookup('en') ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params[name] === undefined ? `{{${name}}}` : String(params[name]),
  );
}

/** The English text of a message of the tables, as an API keeps it beside the message. */
export const englishText = (msg: LocalizedMessage) =>
  renderMessage(msg, (key, params) => translate('en', key, params), 'en');
