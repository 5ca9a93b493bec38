/** A download speed in megabytes per second, in the UI language. */
export function formatSpeed(mbps: number, lang: string): string {
  const n = new Intl.NumberFormat(lang, { maximumFractionDigits: mbps < 10 ? 1 : 0 }).format(mbps);
  return `${n} MB/s`;
}
