import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '@netlens/core/locales/en.json';
import { putTable } from '../lib/i18n';

// Every component test sees the real English strings, as a visitor of the English page does.
putTable('en', en);
document.documentElement.lang = 'en';

afterEach(() => {
  // Unmounting cancels the animations still running (a Fluent dialog's opening); happy-dom then
  // rejects their `finished` promise with nobody listening, where a browser marks it handled.
  for (const element of document.querySelectorAll('*'))
    for (const animation of element.getAnimations()) animation.finished.catch(() => undefined);
  cleanup();
});
