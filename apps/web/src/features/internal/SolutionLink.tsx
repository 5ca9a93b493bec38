import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router';

/** What the solution details page reads to lead back to the internal report. */
const cameFrom = { cameFrom: 'internal' } as const;

/** A link from the internal report into a solution's details page, which then remembers it came from here. */
export function SolutionLink({ solutionId, children }: { solutionId: string; children: ReactNode }) {
  const to = `/solutions/${encodeURIComponent(solutionId)}#overview`;
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { state: cameFrom });
  return (
    <Link as="a" href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
