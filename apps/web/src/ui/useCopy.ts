import { useCallback, useEffect, useState } from 'react';

/** What the last copy did; back to 'idle' after `resetMs`. */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says how it went for a moment (a button's "Copied"). A refused
 * clipboard is 'failed': the text stays selectable by hand.
 */
export function useCopy(resetMs = 2000): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), resetMs);
    return () => clearTimeout(timer);
  }, [state, resetMs]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return [state, copy];
}
