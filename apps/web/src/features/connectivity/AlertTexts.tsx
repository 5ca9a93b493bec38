import { useTranslation } from '../../lib/i18n';
import type { AlertText } from './runAlerts';

/** Localized alert sentences, one after the other (no space between CJK sentences). */
export function AlertTexts({ texts }: { texts: AlertText[] }) {
  const { t, i18n } = useTranslation();
  const separator = /^(ja|zh)/.test(i18n.language) ? '' : ' ';
  return texts.map((text) => t(text.key, text.params)).join(separator);
}
