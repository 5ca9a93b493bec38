import { useTranslation } from '../../lib/i18n';
import type { GeolocationFailure } from '../../lib/geolocation';
import { TitledMessageBar } from '../../ui/TitledMessageBar';
import { AlertTexts } from './AlertTexts';
import { fallbackTexts } from './runAlerts';

/** Why the browser gave no position, and that the egress location stood in for it. */
export function FallbackNotice({ failure }: { failure: GeolocationFailure }) {
  const { t } = useTranslation();
  return (
    <TitledMessageBar intent="warning" title={t('location.fallbackTitle')}>
      <AlertTexts texts={fallbackTexts(failure)} />
    </TitledMessageBar>
  );
}
