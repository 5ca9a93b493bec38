import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { TooltipProps } from '@fluentui/react-components';
import { whenIdle } from '../lib/idle';
import { loadOnce } from './lazyComponent';

/** Fluent's tooltip (with its positioning engine): a chunk of its own, not needed to show a page. */
export const loadTooltip = loadOnce(() => import('./tooltipChunk').then((m) => m.Tooltip));

type LazyTooltipProps = Pick<TooltipProps, 'positioning' | 'withArrow'> & {
  /** The tooltip's text: the element's accessible name, or its description. */
  content: string;
  /** `label` (the default) names the element; `description` describes an element that has its own text. */
  relationship?: 'label' | 'description';
  children: ReactElement<Record<string, unknown>>;
};

/**
 * A label or description tooltip (Fluent's `Tooltip`) whose code loads once the page is idle:
 * until then the element carries the same text as `aria-label` (a label) or `title` (a
 * description), so the page shows and reads the same. The element is mounted anew when the
 * tooltip arrives; if it had the focus, it gets it back.
 */
export function LazyTooltip({ content, children, relationship = 'label', ...props }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loadTooltip.value);
  const mark = useId();
  const hadFocus = useRef(false);
  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    const cancel = whenIdle(() => {
      void loadTooltip().then(
        (loaded) => {
          if (!live) return;
          hadFocus.current = document.activeElement?.getAttribute('data-tooltip-for') === mark;
          setTooltip(() => loaded);
        },
        () => undefined, // no tooltip then: the element keeps its aria-label
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Tooltip, mark]);
  useLayoutEffect(() => {
    if (!Tooltip || !hadFocus.current) return;
    hadFocus.current = false;
    document.querySelector<HTMLElement>(`[data-tooltip-for="${CSS.escape(mark)}"]`)?.focus();
  }, [Tooltip, mark]);
  if (!Tooltip) {
    const text = relationship === 'label' ? { 'aria-label': content } : { title: content };
    return cloneElement(children, { ...text, 'data-tooltip-for': mark });
  }
  return (
    <Tooltip content={content} relationship={relationship} {...props}>
      {cloneElement(children, { 'data-tooltip-for': mark })}
    </Tooltip>
  );
}
