import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router';

interface AppLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** A Fluent link to an app page: client-side navigation under the cloud prefix. */
export function AppLink({ to, className, children }: AppLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link as="a" href={href} onClick={onClick} {...(className ? { className } : {})}>
      {children}
    </Link>
  );
}
