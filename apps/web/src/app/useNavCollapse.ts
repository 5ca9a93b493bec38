import { useCallback, useState } from 'react';
import { useMediaQuery } from '../lib/useMediaQuery';
import { BelowNavWidth } from '../ui/breakpoints';

/** Navigation open/closed state: starts collapsed under 1000 px and follows the window across it. */
export function useNavCollapse() {
  const belowNav = useMediaQuery(BelowNavWidth);
  const [collapsed, setCollapsed] = useState(belowNav);
  const [wasBelow, setWasBelow] = useState(belowNav);
  const toggle = useCallback(() => setCollapsed((c) => !c), []);
  const collapse = useCallback(() => setCollapsed(true), []);
  if (wasBelow !== belowNav) {
    // Crossing the breakpoint resets the pane: collapsed below it, expanded above it.
    setWasBelow(belowNav);
    setCollapsed(belowNav);
  }
  /** overlay: expanded on a narrow window, so the pane floats over the content. */
  return { collapsed, overlay: belowNav && !collapsed, toggle, collapse };
}
