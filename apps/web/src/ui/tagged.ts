/**
 * A translated sentence with one marked part, `before <tag>part</tag> after`, split into its three
 * texts (null when the sentence has no such part), so the part can be rendered as a link.
 */
export function splitTagged(text: string, tag: string): [before: string, part: string, after: string] | null {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0) return null;
  return [text.slice(0, start), text.slice(start + open.length, end), text.slice(end + close.length)];
}
