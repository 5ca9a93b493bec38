import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import en from '@netlens/core/locales/en.json';

// Every component test sees the real English strings, as a visitor of the English page does.
await i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = 'en';

afterEach(() => {
  // Unmounting cancels the animations still running (a Fluent dialog's opening); happy-dom then
  // rejects their `finished` promise with nobody listening, where a browser marks it handled.
  for (const element of document.querySelectorAll('*'))
    for (const animation of element.getAnimations()) animation.finished.catch(() => undefined);
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
