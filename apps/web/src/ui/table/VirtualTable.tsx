import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export interface Column<T> {
  key: string;
  header: string;
  /** The CSS grid track of the column, e.g. `minmax(160px, 2fr)`. */
  width: string;
  render: (row: T) => ReactNode;
  /** Text for the cell's tooltip when it is cut short. */
  title?: (row: T) => string;
}

const RowHeight = 40;
const Overscan = 8;

const useStyles = makeStyles({
  frame: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'grid', alignItems: 'center', height: `${RowHeight}px`, boxSizing: 'border-box' },
  header: {
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  body: {
    position: 'relative',
    overflowY: 'auto',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  bodyRow: {
    position: 'absolute',
    left: 0,
    right: 0,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  cell: {
    paddingInline: tokens.spacingHorizontalS,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
  },
});

/**
 * A table whose body renders only the rows in view (fixed row height), so thousands of rows
 * scroll smoothly. Up and Down move between rows' first links, buttons or check boxes; Home and
 * End go to the ends.
 */
export function VirtualTable<T>({
  label,
  columns,
  rows,
  rowKey,
  maxHeight = 560,
  onNearEnd,
}: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  maxHeight?: number;
  /** Called when the rows in view come near the end (to load more). */
  onNearEnd?: () => void;
}) {
  const styles = useStyles();
  const body = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const height = Math.min(maxHeight, Math.max(rows.length, 1) * RowHeight);
  const first = Math.max(0, Math.floor(scrollTop / RowHeight) - Overscan);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / RowHeight) + Overscan);
  const grid = { gridTemplateColumns: columns.map((c) => c.width).join(' ') };
  const minWidth = `${columns.length * 120}px`;
  const nearEnd = rows.length > 0 && last >= rows.length - Overscan;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, rows.length, onNearEnd]);

  const focusRow = useCallback((index: number) => {
    const el = body.current;
    if (!el) return;
    const top = index * RowHeight;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + RowHeight > el.scrollTop + el.clientHeight)
      el.scrollTop = top + RowHeight - el.clientHeight;
    setScrollTop(el.scrollTop);
    requestAnimationFrame(() =>
      el
        .querySelector<HTMLElement>(
          `[data-row="${index}"] a, [data-row="${index}"] button, [data-row="${index}"] input`,
        )
        ?.focus(),
    );
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = (e.target as HTMLElement).closest<HTMLElement>('[data-row]');
    const index = current ? Number(current.dataset.row) : -1;
    const to =
      e.key === 'ArrowDown'
        ? index + 1
        : e.key === 'ArrowUp'
          ? index - 1
          : e.key === 'Home' && current
            ? 0
            : e.key === 'End' && current
              ? rows.length - 1
              : null;
    if (to === null || to < 0 || to >= rows.length) return;
    e.preventDefault();
    focusRow(to);
  };

  return (
    <div className={styles.frame} role="table" aria-label={label} aria-rowcount={rows.length + 1}>
      <div style={{ minWidth }}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, styles.header)} style={grid}>
            {columns.map((c) => (
              <div role="columnheader" key={c.key} className={styles.cell}>
                {c.header}
              </div>
            ))}
          </div>
        </div>
        <div
          ref={body}
          role="rowgroup"
          tabIndex={0}
          className={styles.body}
          style={{ height }}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          onKeyDown={onKeyDown}
        >
          <div style={{ height: rows.length * RowHeight }}>
            {rows.slice(first, last).map((row, i) => {
              const index = first + i;
              return (
                <div
                  role="row"
                  key={rowKey(row)}
                  data-row={index}
                  aria-rowindex={index + 2}
                  className={mergeClasses(styles.row, styles.bodyRow)}
                  style={{ ...grid, top: index * RowHeight }}
                >
                  {columns.map((c) => (
                    <div role="cell" key={c.key} className={styles.cell} title={c.title?.(row)}>
                      {c.render(row)}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
