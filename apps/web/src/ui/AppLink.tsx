import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router';

interface AppLinkProps {
  to: string;
  className?: string;
  /** History state the opened page reads (e.g. where the visitor came from). */
  state?: unknown;
  'aria-label'?: string;
  children: ReactNode;
}

/** A Fluent link to an app page: client-side navigation under the cloud prefix. */
export function AppLink({ to, className, state, 'aria-label': label, children }: AppLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Link as="a" href={href} onClick={onClick} aria-label={label} {...(className ? { className } : {})}>
      {children}
    </Link>
  );
}
