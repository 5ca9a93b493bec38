const letters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŀ: 'l',
  ħ: 'h',
};
const special = new RegExp(`[${Object.keys(letters).join('')}]`, 'g');
const printableAscii = /^[\x20-\x7e]*$/;

/**
 * The comparable form of a place name or a query: lower case, accents and apostrophes removed,
 * any other punctuation a single space. "Saint-Étienne" and "saint etienne" fold alike.
 */
export function foldName(text: string): string {
  if (printableAscii.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(special, (c) => letters[c] ?? c)
    .replace(/['‘’ʻʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
