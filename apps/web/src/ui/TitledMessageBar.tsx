import type { ReactNode } from 'react';
import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  type MessageBarIntent,
} from '@fluentui/react-components';

/** A message bar with a title before its text, wrapping onto as many lines as the text needs. */
export function TitledMessageBar({
  intent,
  title,
  children,
}: {
  intent: MessageBarIntent;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
