import { Suspense } from 'react';
import type {
  MessageBarActionsProps,
  MessageBarBodyProps,
  MessageBarProps,
  MessageBarTitleProps,
} from '@fluentui/react-components';
import { lazyComponent, loadOnce } from './lazyComponent';

// The pages the shell and the start page show carry the message bar only for what goes wrong
// (a failed sign-in or start, an unknown address): it loads when first shown, or once the page is
// idle (prefetchMessageBar), and then renders at once.
const parts = loadOnce(() => import('./messageBarParts'));
const Bar = lazyComponent(parts, (m) => m.MessageBar);
const Body = lazyComponent(parts, (m) => m.MessageBarBody);
const Actions = lazyComponent(parts, (m) => m.MessageBarActions);
const Title = lazyComponent(parts, (m) => m.MessageBarTitle);

/** Fluent's MessageBar, loaded on first use: nothing shows until it has arrived. */
export function MessageBar(props: MessageBarProps) {
  return (
    <Suspense fallback={null}>
      <Bar.Component {...props} />
    </Suspense>
  );
}

/** Fluent's MessageBarBody (inside a MessageBar, which has loaded it). */
export const MessageBarBody = Body.Component as (props: MessageBarBodyProps) => React.ReactNode;
/** Fluent's MessageBarActions (inside a MessageBar, which has loaded it). */
export const MessageBarActions = Actions.Component as (props: MessageBarActionsProps) => React.ReactNode;
/** Fluent's MessageBarTitle (inside a MessageBar, which has loaded it). */
export const MessageBarTitle = Title.Component as (props: MessageBarTitleProps) => React.ReactNode;

/** Fetches the message bar's chunk ahead of its first use. */
export const prefetchMessageBar = Bar.prefetch;
