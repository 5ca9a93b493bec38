// The string tables, in a module of their own: a bundle that loads the tables as it needs them
// (the web app) imports this package without pulling them all in.
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import type { Language, StringTable } from './i18n.js';

/** The string tables, one per language; English is the reference. */
export const Locales: Record<Language, StringTable> = {
  en,
  ja,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

/** Looks up a dotted key and fills {{name}} placeholders; falls back to English, then the key. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const find = (table: StringTable): string | undefined => {
    let node: string | StringTable | undefined = table;
    for (const part of key.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const text = find(Locales[lang]) ?? find(Locales.en) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params[name] === undefined ? `{{${name}}}` : String(params[name]),
  );
}
