import { useMemo, useSyncExternalStore } from 'react';
import {
  DefaultLanguage,
  findText,
  isLanguage,
  matchLanguage,
  translateWith,
  type Language,
  type StringTable,
  type Translator,
} from '@netlens/core';
// Only the namespaces the shell and the start page show ship with the app (the bundler keeps
// just these top-level keys); the whole English table is a chunk of its own (loadAllStrings).
// The server's error texts (errors.*) come with it: until then a failed call shows the server's
// own message, which is in the page's language too.
import {
  app,
  cloud,
  footer,
  header,
  identity,
  location,
  nav,
  probes,
  shell,
  start,
} from '@netlens/core/locales/en.json';
import { loadOnce } from '../ui/lazyComponent';

const StorageKey = 'netlens.language';

/** The UI language: a stored choice wins, then the first supported browser language, then English. */
export function pickLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const lang = matchLanguage(tag);
    if (lang) return lang;
  }
  return DefaultLanguage;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(StorageKey);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The English strings the shell and the start page show, before anything else is loaded. */
export const startStrings = { app, cloud, footer, header, identity, location, nav, probes, shell, start };

/** The tables at hand: English's start namespaces at first, each other language once loaded. */
const loaded: Partial<Record<Language, StringTable>> = { [DefaultLanguage]: startStrings };
let language: Language = DefaultLanguage;
const listeners = new Set<() => void>();

/** The language the page shows. */
export const currentLanguage = (): Language => language;

/** Whether a key has a text in a language's table at hand (not counting the English fallback). */
export const hasText = (lang: Language, key: string): boolean =>
  findText((l) => (l === lang ? loaded[l] : undefined), lang, key) !== undefined;

/**
 * Looks a key up in the page's tables as core's `translate` does on the server (English, then the
 * key itself, when it has no text); a `defaultValue` stands in for a key with no text at all.
 */
export type TFunction = Translator;

/** The translator of one language, reading the tables as they are when it is called. */
export function translator(lang: Language): TFunction {
  const tableOf = (l: Language) => loaded[l];
  return (key, params) =>
    translateWith(
      tableOf,
      lang,
      key,
      params,
      params?.defaultValue === undefined ? key : String(params.defaultValue),
    );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language and its translator; a component using it renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: { language: Language } } {
  const lang = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: translator(lang), i18n: { language: lang } }), [lang]);
}

function show(lang: Language): void {
  if (lang === language) return;
  language = lang;
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/**
 * The whole English table (every other page's strings), loaded once, after the start page has
 * shown; every other page waits for it (app/routes.tsx), and so does the report's chunk. A
 * separate module (the query), so the start chunk keeps only its own namespaces.
 */
export const loadAllStrings = loadOnce(async () => {
  const { default: all } = await import('@netlens/core/locales/en.json?all');
  loaded[DefaultLanguage] = all;
  return true;
});

/**
 * The string tables. English (the default and the fallback) ships with the app; each other
 * language is a chunk of its own, so a page downloads only the table it shows.
 */
const tables: Record<Language, () => Promise<StringTable>> = {
  en: () => Promise.resolve(startStrings),
  ja: () => import('@netlens/core/locales/ja.json').then((m) => m.default),
  'zh-Hans': () => import('@netlens/core/locales/zh-Hans.json').then((m) => m.default),
  'zh-Hant': () => import('@netlens/core/locales/zh-Hant.json').then((m) => m.default),
};

/** Loads a language's table (once); false when it could not be loaded. */
async function loadTable(lang: Language): Promise<boolean> {
  if (loaded[lang]) return true;
  try {
    loaded[lang] = await tables[lang]();
    return true;
  } catch {
    return false;
  }
}

/** Puts a whole table at hand at once (the component tests' English). */
export function putTable(lang: Language, table: StringTable): void {
  loaded[lang] = table;
}

/** Resolves once the visitor's language is loaded and shown (English when its table cannot be loaded). */
export async function initI18n(): Promise<TFunction> {
  const lang = pickLanguage(readStored(), browserLanguages());
  if (lang !== DefaultLanguage && (await loadTable(lang))) show(lang);
  return translator(language);
}

/** Switches the UI language (once its table is loaded) and remembers the choice for later visits. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(StorageKey, lang);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  if (await loadTable(lang)) show(lang);
}
