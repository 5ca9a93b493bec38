import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, translator, useTranslation } from './i18n';

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p data-lang={i18n.language}>
      {t('nav.networkTest')} · {t('lists.more', { count: 3 })}
    </p>
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

describe('the page language', () => {
  it('renders again in the chosen language, its table loaded, and marks the document', async () => {
    render(<Greeting />);
    const english = screen.getByRole('paragraph').textContent;
    expect(english).toContain('3 more');

    await act(() => setLanguage('ja'));
    const text = screen.getByRole('paragraph');
    expect(text.dataset.lang).toBe('ja');
    expect(text.textContent).not.toBe(english);
    expect(text.textContent).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('netlens.language')).toBe('ja');
  });

  it('falls back to English, then to the key; a default value stands in only for a key with no text', async () => {
    await setLanguage('zh-Hant');
    const t = translator('zh-Hant');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', { defaultValue: 'The server said so' })).toBe('The server said so');
    expect(t('nav.networkTest', { defaultValue: 'unused' })).toBe(translator('zh-Hant')('nav.networkTest'));
    expect(translator('en')('lists.more', { count: 1 })).toBe('1 more');
  });
});
