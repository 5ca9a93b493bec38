// Looking a key up in the string tables, without the tables: the server reads them all (locales.ts),
// the web app only those it has loaded, by the same rules.
import { DefaultLanguage, type Language, type StringTable } from './languages.js';

/** A language's string table, or undefined while it is not at hand. */
export type TableOf = (lang: Language) => StringTable | undefined;

const plurals = new Map<Language, Intl.PluralRules>();
/** A language's plural rules, made once (an Intl object costs far more to make than to use). */
const pluralRules = (l: Language) => {
  let rules = plurals.get(l);
  if (!rules) plurals.set(l, (rules = new Intl.PluralRules(l)));
  return rules;
};

/** Each table's texts by dotted key, as found (a table is replaced, never changed, once in use). */
const found = new WeakMap<StringTable, Map<string, string>>();

function find(table: StringTable | undefined, path: string): string | undefined {
  if (!table) return undefined;
  let texts = found.get(table);
  if (!texts) found.set(table, (texts = new Map()));
  const known = texts.get(path);
  if (known !== undefined) return known;
  let node: string | StringTable | undefined = table;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  if (typeof node !== 'string') return undefined;
  texts.set(path, node); // only keys the table has: the map never outgrows it
  return node;
}

/**
 * The text of a dotted key in `lang`, else in English, else undefined. With a numeric `count`,
 * the key's plural form is taken first (`key_one`, `key_other` in the string tables),
 * by the language's plural rules.
 */
export function findText(tableOf: TableOf, lang: Language, key: string, count?: unknown): string | undefined {
  const lookup = (l: Language): string | undefined => {
    const table = tableOf(l);
    if (!table) return undefined;
    const forms =
      typeof count === 'number' ? [`${key}_${pluralRules(l).select(count)}`, `${key}_other`, key] : [key];
    for (const form of forms) {
      const text = find(table, form);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  return lookup(lang) ?? (lang === DefaultLanguage ? undefined : lookup(DefaultLanguage));
}

/** Fills a text's {{name}} placeholders; one without a value stays as written. */
export const fillText = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

/**
 * Looks up a dotted key and fills its placeholders; falls back to English, then to `missing` (the
 * key itself unless given).
 */
export const translateWith = (
  tableOf: TableOf,
  lang: Language,
  key: string,
  params: Record<string, string | number> = {},
  missing = key,
): string => fillText(findText(tableOf, lang, key, params.count) ?? missing, params);
