import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DefaultLanguage,
  Languages,
  isLanguage,
  matchLanguage,
  type Language,
  type StringTable,
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

/** The language i18next currently shows, as one of the supported languages. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DefaultLanguage;
}

/** The English strings the shell and the start page show, before anything else is loaded. */
export const startStrings = { app, cloud, footer, header, identity, location, nav, probes, shell, start };

/**
 * The whole English table (every other page's strings), loaded once, after the start page has
 * shown; every other page waits for it (app/routes.tsx), and so does the report's chunk. A
 * separate module (the query), so the start chunk keeps only its own namespaces.
 */
export const loadAllStrings = loadOnce(async () => {
  const { default: all } = await import('@netlens/core/locales/en.json?all');
  i18next.addResourceBundle(DefaultLanguage, 'translation', all, true, false);
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

/** Loads a language's table into i18next (once); false when it could not be loaded. */
async function loadTable(lang: Language): Promise<boolean> {
  if (i18next.hasResourceBundle(lang, 'translation')) return true;
  try {
    i18next.addResourceBundle(lang, 'translation', await tables[lang]());
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts i18next with the English table and keeps <html lang> in step with the language; resolves
 * once the visitor's language is loaded and shown (English when its table cannot be loaded).
 */
export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  void i18next.use(initReactI18next).init({
    resources: { [DefaultLanguage]: { translation: startStrings } },
    lng: DefaultLanguage,
    fallbackLng: DefaultLanguage,
    supportedLngs: Languages,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const lang = pickLanguage(readStored(), browserLanguages());
  if (lang !== DefaultLanguage && (await loadTable(lang))) await i18next.changeLanguage(lang);
  return i18next;
}

/** Switches the UI language (once its table is loaded) and remembers the choice for later visits. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(StorageKey, lang);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  if (await loadTable(lang)) await i18next.changeLanguage(lang);
}
