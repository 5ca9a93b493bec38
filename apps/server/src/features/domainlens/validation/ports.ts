/** A port or a range of ports of an endpoint set ("443", "3478-3481"). */
export interface PortRange {
  from: number;
  to: number;
  text: string;
}

/**
 * Parses a ports field as the published list writes it: comma-separated ports or ranges
 * ("80,443", "3478-3481"); blank means none. Entries that are not ports 1–65535 (or a range
 * whose start is above its end) come back in `invalid`.
 */
export function parsePorts(field: string): { ports: PortRange[]; invalid: string[] } {
  const ports: PortRange[] = [];
  const invalid: string[] = [];
  if (field.trim() === '') return { ports, invalid };
  for (const raw of field.split(',')) {
    const text = raw.trim();
    const m = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(text);
    const from = m ? Number(m[1]) : NaN;
    const to = m ? Number(m[2] ?? m[1]) : NaN;
    if (!m || from < 1 || to > 65535 || from > to) invalid.push(text);
    else ports.push({ from, to, text });
  }
  return { ports, invalid };
}

/** The ports two lists share, written as ports or ranges ("443", "3478-3479"). */
export function sharedPorts(a: readonly PortRange[], b: readonly PortRange[]): string[] {
  const shared: string[] = [];
  for (const x of a) {
    for (const y of b) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (from <= to) shared.push(from === to ? String(from) : `${from}-${to}`);
    }
  }
  return [...new Set(shared)];
}
