import { z } from './zod.js';

/**
 * A sentence the server makes for a person, kept as a key of the string tables with its values,
 * so each page shows it in its own language; the server's English text of it is made by the same
 * `renderMessage` from the English table.
 */

/** A plain value of a phrase: a name, an address, a number. */
const PlainSchema = z.union([z.string(), z.number()]);

/** A phrase of the string tables with plain values, e.g. one item of a list. */
export const MessagePartSchema = z.object({
  key: z.string().min(1),
  params: z.record(z.string(), PlainSchema).optional(),
});
export type MessagePart = z.infer<typeof MessagePartSchema>;

/** The largest number of items a list keeps; the rest are counted ("and 5 more"). */
export const MESSAGE_LIST_LIMIT = 10;

/** A list of values or phrases, shown as the language lists things ("a, b and c"); `more` counts those left out. */
export const MessageListSchema = z.object({
  items: z.array(z.union([z.string(), MessagePartSchema])),
  more: z.number().int().min(0),
});
export type MessageList = z.infer<typeof MessageListSchema>;

export const LocalizedMessageSchema = z.object({
  key: z.string().min(1),
  params: z.record(z.string(), z.union([PlainSchema, MessageListSchema])).optional(),
});
export type LocalizedMessage = z.infer<typeof LocalizedMessageSchema>;

/** "a, b and c" of values or phrases, at most MESSAGE_LIST_LIMIT of them, the rest counted. */
export function listParam(items: readonly (string | MessagePart)[]): MessageList {
  const kept = items.slice(0, MESSAGE_LIST_LIMIT);
  return { items: kept, more: items.length - kept.length };
}

/** A message of the string tables: its key and values. */
export const localized = (key: string, params?: LocalizedMessage['params']): LocalizedMessage =>
  params ? { key, params } : { key };

/** A phrase of the string tables: its key and plain values. */
export const phrase = (key: string, params?: MessagePart['params']): MessagePart =>
  params ? { key, params } : { key };

/** Looks a key up in one language and fills its values (core's `translate` on the server, the web app's `t`). */
export type Translator = (key: string, params?: Record<string, string | number>) => string;

const conjunctions = new Map<string, Intl.ListFormat>();
/** A language's "a, b and c" list format, made once (an Intl object costs far more to make than to use). */
const conjunction = (lang: string) => {
  let format = conjunctions.get(lang);
  if (!format) conjunctions.set(lang, (format = new Intl.ListFormat(lang, { type: 'conjunction' })));
  return format;
};

/**
 * The text of a message in `lang`, its phrases looked up with `t` (of the same language). English
 * lists as British English does ("a, b and c"), as the rest of the English table is written.
 */
export function renderMessage(msg: LocalizedMessage, t: Translator, lang: string): string {
  const listFormat = conjunction(lang === 'en' ? 'en-GB' : lang);
  const text = (p: string | MessagePart) => (typeof p === 'string' ? p : t(p.key, p.params));
  const list = (l: MessageList) => {
    const items = l.items.map(text);
    const more = l.more > 0 ? [t('lists.more', { count: l.more })] : [];
    return listFormat.format([...items, ...more]);
  };
  const params = Object.fromEntries(
    Object.entries(msg.params ?? {}).map(([k, v]) => [k, typeof v === 'object' ? list(v) : v]),
  );
  return t(msg.key, params);
}
