import { renderMessage, type LocalizedMessage } from '@netlens/core';
import { useTranslation } from '../lib/i18n';

/**
 * The text of a server-made message in the page's language; the server's English text when the
 * answer carries none (results stored before their messages were kept).
 */
export function useMessageText() {
  const { t, i18n } = useTranslation();
  return (message: LocalizedMessage | undefined, english: string) =>
    message ? renderMessage(message, (key, params) => t(key, params ?? {}), i18n.language) : english;
}
