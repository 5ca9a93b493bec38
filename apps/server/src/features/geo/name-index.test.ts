import { describe, expect, it } from 'vitest';
import { foldName } from './fold.js';
import { buildNameIndex, searchNames } from './name-index.js';

describe('folding names', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['São Paulo', 'sao paulo'],
    ['Zürich (Kreis 5)', 'zurich kreis 5'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ash Sha‘m', 'ash sham'],
    ["St. John's", 'st johns'],
    ['  LONDON  ', 'london'],
    ['東京', '東京'],
  ])('%s → %s', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});

describe('prefix search', () => {
  const names = ['Londrina', 'London', 'London', 'Londonderry', 'New London', 'Lond', 'Paris', 'Le Londe'];
  const importance = [50, 10, 90, 5, 99, 1, 70, 0];
  const index = buildNameIndex(names.map(foldName));
  const rank = { importance: (id: number) => importance[id]!, nameLength: (id: number) => names[id]!.length };

  it('ranks by importance weighed by the match: exact ×100, start of the name ×1, later word ×0.1', () => {
    // Lond 1×100, London 90, Londrina 50, London 10, New London 99×0.1, Londonderry 5, Le Londe 0.
    expect(searchNames(index, 'lond', 8, rank)).toEqual([5, 2, 0, 1, 4, 3, 7]);
    expect(searchNames(index, 'LONDON', 8, rank)).toEqual([2, 1, 4, 3]);
  });

  it('lets a place far bigger than an exact match come first, but not one merely bigger', () => {
    const places = buildNameIndex(['Par', 'Paris', 'Parma'].map(foldName));
    const sized = (sizes: number[]) => ({ importance: (id: number) => sizes[id]!, nameLength: () => 5 });
    expect(searchNames(places, 'par', 3, sized([9_462, 2_138_551, 146_299]))).toEqual([1, 0, 2]);
    expect(searchNames(places, 'par', 3, sized([30_000, 2_138_551, 146_299]))).toEqual([0, 1, 2]);
  });

  it('ranks by importance, then by the shorter name', () => {
    const tie = buildNameIndex(['Abcdef', 'Abc', 'Abcd'].map(foldName));
    expect(searchNames(tie, 'ab', 3, { importance: () => 1, nameLength: (id) => [6, 3, 4][id]! })).toEqual([
      1, 2, 0,
    ]);
  });

  it('keeps to the limit and the filter, and finds nothing for an empty query', () => {
    expect(searchNames(index, 'lon', 2, rank)).toEqual([2, 0]);
    expect(searchNames(index, 'london', 8, { ...rank, accept: (id) => id !== 2 })).toEqual([1, 4, 3]);
    expect(searchNames(index, ' - ', 8, rank)).toEqual([]);
    expect(searchNames(index, 'zz', 8, rank)).toEqual([]);
  });
});
