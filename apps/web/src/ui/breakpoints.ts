/** Layout widths from the spec: navigation collapses and the header goes two-column under 1000 px. */
export const NavCollapseWidth = 1000;
/** Narrow (phone) layout under 500 px. */
export const NarrowWidth = 500;

/** Media queries for hooks (useMediaQuery) and, prefixed with '@media ', for makeStyles. */
export const BelowNavWidth = `(max-width: ${NavCollapseWidth - 0.02}px)`;
export const BelowNarrowWidth = `(max-width: ${NarrowWidth - 0.02}px)`;
export const Media = {
  belowNav: `@media ${BelowNavWidth}`,
  narrow: `@media ${BelowNarrowWidth}`,
} as const;
