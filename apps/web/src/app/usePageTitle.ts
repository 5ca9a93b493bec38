import { useContext, useEffect, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadAllStrings } from '../lib/i18n';
import { trackPageView } from '../lib/telemetry';
import { TitleKeyContext } from './routing';

/** Sets document.title to "<page> - <product>" in the UI language and records a page view per path. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = useContext(TitleKeyContext);
  // Another page's title is in the whole English table, which may still be on its way.
  const [allIn, setAllIn] = useState(() => loadAllStrings.value !== undefined);
  const missing = !allIn && key !== undefined && !i18next.exists(key, { lng: 'en' });
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
    const en = i18next.getFixedT('en');
    trackPageView(pathname, key ? en(key) : en('app.productName'));
  }, [pathname, key, missing]);
}
