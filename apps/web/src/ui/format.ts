import { kmToMiles } from '@netlens/core';

// Building a formatter loads the language's data; each is built once per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => T,
): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

const numberFormat = (lang: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));
const dateTimeFormat = (lang: string) =>
  cached(`d|${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }));

/** A latency in the UI language: one decimal under 10 ms, whole milliseconds above. */
export function formatMs(ms: number, lang: string): string {
  return numberFormat(lang, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: ms < 10 ? 1 : 0,
  }).format(ms);
}

const msWith = (digits: number) =>
  ({
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }) as const;

/** A latency with one decimal, as a figure stated with its confidence interval is ("24.1 ms"). */
export function formatMsFine(ms: number, lang: string): string {
  return numberFormat(lang, msWith(1)).format(ms);
}

/**
 * A confidence interval of a latency in the UI language ("23.6–24.9 ms", "23.6～24.9 ms"), with
 * one decimal, or two where both ends would read the same ("0.27–0.34 ms"); one value where they
 * still do, since Intl would print "~0.30 ms" as if it were an estimate.
 */
export function formatMsRange(lower: number, upper: number, lang: string): string {
  let format = numberFormat(lang, msWith(1));
  if (format.format(lower) === format.format(upper)) format = numberFormat(lang, msWith(2));
  return format.format(lower) === format.format(upper)
    ? format.format(lower)
    : format.formatRange(lower, upper);
}

/** A confidence interval of a share (0–1), as percentages with up to one decimal ("0% – 0.8%"). */
export function formatPercentRange(lower: number, upper: number, lang: string): string {
  const format = numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  return format.format(lower) === format.format(upper)
    ? format.format(lower)
    : format.formatRange(lower, upper);
}

/** A distance in kilometres and in miles, each in the UI language ("1,234 km", "767 mi"). */
export function formatDistance(km: number, lang: string): { km: string; mi: string } {
  const format = (value: number, unit: 'kilometer' | 'mile') =>
    numberFormat(lang, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: value < 10 ? 1 : 0,
    }).format(value);
  return { km: format(km, 'kilometer'), mi: format(kmToMiles(km), 'mile') };
}

/** A share (0–1) as a whole percentage. */
export function formatPercent(share: number, lang: string): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A count with the language's digit grouping. */
export function formatCount(n: number, lang: string): string {
  return numberFormat(lang, {}).format(n);
}

/** A report's date and time, long date and short time, in the visitor's time zone. */
export function formatDateTime(iso: string, lang: string): string {
  return dateTimeFormat(lang).format(new Date(iso));
}

/** A list of names joined the way the language joins them ("A, B and C", "A、B、C"). */
export function formatList(items: readonly string[], lang: string): string {
  return cached(`l|${lang}`, () => new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })).format(
    items,
  );
}

/** Builds the report's date formatter ahead (the start page does while the visitor reads). */
export function prepareReportFormats(lang: string): void {
  dateTimeFormat(lang);
}
