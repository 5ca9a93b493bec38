import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DefaultLanguage,
  LanguageSchema,
  Languages,
  Locales,
  matchLanguage,
  type Language,
} from '@netlens/core';

const StorageKey = 'netlens.language';

/** The UI language: a stored choice wins, then the first supported browser language, then English. */
export function pickLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  const choice = LanguageSchema.safeParse(stored);
  if (choice.success) return choice.data;
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
  return LanguageSchema.safeParse(i18next.language).data ?? DefaultLanguage;
}

/** Starts i18next with the bundled tables and keeps <html lang> in step with the language. */
export function initI18n(): typeof i18next {
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(Languages.map((l) => [l, { translation: Locales[l] }])),
    lng: pickLanguage(readStored(), browserLanguages()),
    fallbackLng: DefaultLanguage,
    supportedLngs: Languages,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18next;
}

/** Switches the UI language and remembers the choice for later visits. */
export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(StorageKey, lang);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  void i18next.changeLanguage(lang);
}
