import { describe, expect, it } from 'vitest';
import { readAutoStart, readLastRun, writeAutoStart, writeLastRun } from './storage';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('Copilot browser settings', () => {
  it('remembers the auto-start choice', () => {
    const s = memoryStorage();
    expect(readAutoStart(s)).toBe(false);
    writeAutoStart(true, s);
    expect(readAutoStart(s)).toBe(true);
    writeAutoStart(false, s);
    expect(readAutoStart(s)).toBe(false);
  });

  it('keeps only a well-formed last run id', () => {
    const s = memoryStorage();
    expect(readLastRun(s)).toBeNull();
    writeLastRun('1b4e28ba-2fa1-41d2-883f-0016d3cca427', s);
    expect(readLastRun(s)).toBe('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    s.setItem('netlens.copilot.lastRun', '<script>');
    expect(readLastRun(s)).toBeNull();
  });

  it('works without storage', () => {
    expect(readAutoStart(null)).toBe(false);
    expect(() => writeAutoStart(true, null)).not.toThrow();
  });
});
