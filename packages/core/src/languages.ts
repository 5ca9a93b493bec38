// The supported languages and their matching rules, without schemas.

/** Supported UI languages. */
export const Languages = ['en', 'ja', 'zh-Hans', 'zh-Hant'] as const;
export type Language = (typeof Languages)[number];
export const DefaultLanguage: Language = 'en';

/** Whether a value is one of the supported languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (Languages as readonly string[]).includes(value);
}

/** Nested string tables, one per language; English is the reference. */
export type StringTable = { [key: string]: string | StringTable };

/** Native names shown in the language picker. */
export const LanguageNames: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

const traditionalRegions = ['tw', 'hk', 'mo'];

/** Maps a BCP 47 tag (ja-JP, zh-CN, zh-TW, zh-Hant-HK…) to a supported language, or null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [base, ...rest] = parts;
  if (base === 'en') return 'en';
  if (base === 'ja') return 'ja';
  if (base === 'zh') {
    if (rest.includes('hant')) return 'zh-Hant';
    if (rest.includes('hans')) return 'zh-Hans';
    return rest.some((r) => traditionalRegions.includes(r)) ? 'zh-Hant' : 'zh-Hans';
  }
  return null;
}

/** Picks the first supported language from an Accept-Language header, else the default. */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return DefaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lang = matchLanguage(tag);
    if (lang) return lang;
  }
  return DefaultLanguage;
}

/** Flattens a nested table into dotted keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
export function flattenStrings(table: StringTable, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(table)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flattenStrings(v, key));
  }
  return out;
}
