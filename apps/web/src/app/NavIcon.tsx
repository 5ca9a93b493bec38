import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';
import { loadOnce } from '../ui/lazyComponent';
import type { NavItemId } from './navigation';

/** The navigation's icons (app/navIcons.tsx): a chunk of their own, fetched once the page is idle. */
const loadNavIcons = loadOnce(() => import('./navIcons').then((m) => m.NavIcons));

/**
 * A navigation item's icon. Until its chunk has arrived (the page idle) an empty box of the same
 * size holds its place, so nothing moves when it shows.
 */
export function NavIcon({ id, className }: { id: NavItemId; className: string }) {
  const [icons, setIcons] = useState(() => loadNavIcons.value);
  useEffect(() => {
    if (icons) return;
    let live = true;
    const cancel = whenIdle(() => {
      void loadNavIcons().then(
        (loaded) => live && setIcons(loaded),
        () => undefined, // no icons then: the labels (or tooltips) still name every item
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [icons]);
  const Icon = icons?.[id];
  if (!Icon)
    return (
      <span
        className={className}
        style={{ display: 'inline-block', width: '1em', height: '1em' }}
        aria-hidden
      />
    );
  return <Icon className={className} aria-hidden />;
}
