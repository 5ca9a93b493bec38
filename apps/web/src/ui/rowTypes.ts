/** How a row looks: green check, network insight, plain information, no data, or advanced-only. */
export type RowStatus = 'favourable' | 'insight' | 'info' | 'unavailable' | 'advanced';

/**
 * One sentence of a row's result: a locale key and its (already formatted) values, or data text.
 * A value may itself be a sentence to localize first ("not enough samples" inside a figure).
 */
export type RowText = { key: string; params?: Record<string, string | RowText> } | { text: string };

export type RowGroup = 'location' | 'mail' | 'files' | 'advanced';

/** A row of the Details table. */
export interface DetailRow {
  id: string;
  group: RowGroup;
  status: RowStatus;
  texts: RowText[];
}
