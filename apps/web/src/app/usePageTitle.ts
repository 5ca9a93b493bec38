import { useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hasText, loadAllStrings, translator, useTranslation } from '../lib/i18n';
import { trackPageView } from '../lib/telemetry';
import { TitleKeyContext } from './routing';

/** Sets document.title to "<page> - <product>" in the UI language and records a page view per path. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = useContext(TitleKeyContext);
  // Another page's title is in the whole English table, which may still be on its way.
  const [allIn, setAllIn] = useState(() => loadAllStrings.value !== undefined);
  const missing = !allIn && key !== undefined && !hasText('en', key);
  useEffect(() => {
    if (missing)
      void loadAllStrings().then(
        () => setAllIn(true),
        () => undefined,
      );
  }, [missing]);
  const product = t('app.productName');
  const title = key ? t('app.pageTitle', { page: t(key), product }) : product;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (missing) return;
    // Page views carry the English title so reports group the same page across languages.
    const en = translator('en');
    trackPageView(pathname, key ? en(key) : en('app.productName'));
  }, [pathname, key, missing]);
}
