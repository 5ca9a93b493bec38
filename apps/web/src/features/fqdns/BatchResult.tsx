import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { BatchAnswer } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { ApiError } from '../../lib/api';

/**
 * What a failed call shows: the server's message (with the fields at fault, unless the message
 * already says them), else the error.
 */
export function errorText(e: unknown, withFields = true): string {
  if (!(e instanceof ApiError) || !e.serverMessage) return e instanceof Error ? e.message : String(e);
  const fields = withFields ? e.details.map((d) => `${d.path}: ${d.message}`).join('; ') : '';
  return fields ? `${e.serverMessage} ${fields}` : e.serverMessage;
}

/**
 * A batch action's outcome: its success text, or 'Update FQDNs failed…' when none changed and
 * the partial variant naming the failures when some did, each failed FQDN with its reason.
 */
export function BatchResultBar({ answer }: { answer: BatchAnswer }) {
  const { t } = useTranslation();
  const intent =
    answer.outcome === 'Succeeded' ? 'success' : answer.outcome === 'Failed' ? 'error' : 'warning';
  const title =
    answer.outcome === 'Succeeded'
      ? answer.message
      : t(answer.outcome === 'Failed' ? 'fqdns.batch.allFailed' : 'fqdns.batch.partlyFailed', {
          failures: answer.failed.map((f) => f.domainName).join(', '),
        });
  return (
    <MessageBar intent={intent} layout="multiline" role={intent === 'success' ? 'status' : 'alert'}>
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {answer.failed.length > 0 && (
          <ul>
            {answer.failed.map((f) => (
              <li key={f.id}>
                {f.domainName}: {t(f.reasonKey)}
              </li>
            ))}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
