import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/**
 * The outcome of an action in a message bar: a success said politely (a status), a failure at
 * once (an alert); `multiline` wraps a long text onto more lines.
 */
export function Outcome({
  ok,
  multiline,
  children,
}: {
  ok: boolean;
  multiline?: boolean;
  children: ReactNode;
}) {
  return (
    <MessageBar
      intent={ok ? 'success' : 'error'}
      role={ok ? 'status' : 'alert'}
      {...(multiline ? { layout: 'multiline' as const } : {})}
    >
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
