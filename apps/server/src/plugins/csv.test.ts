import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('the CSV writer', () => {
  it('writes a header, CRLF rows, lists as one cell, and quotes what needs it', () => {
    const text = toCsv(
      ['id', 'urls', 'required', 'notes', 'empty'],
      [{ id: 1, urls: ['a.example.com', 'b.example.com'], required: false, notes: 'say "hi"\nthen go' }],
    );
    expect(text).toBe(
      'id,urls,required,notes,empty\r\n1,"a.example.com,b.example.com",false,"say ""hi""\nthen go",\r\n',
    );
  });

  it('neutralises every cell a spreadsheet would run as a formula, and leaves the others as they are', () => {
    const formulas = ['=1+1', '+1+1', '-1+1', '@SUM(1,1)', '\t=1', '\r=1', '\uFF1D1+1'];
    const plain = ['1-1', 'a=b', ' text', '13.107.6.152/31', "it's"];
    const rows = [...formulas, ...plain].map((notes) => ({ notes, list: [notes, 'x'] }));
    const cells = parse(toCsv(['notes', 'list'], rows), { from_line: 2 }) as string[][];
    expect(cells.map(([notes]) => notes)).toEqual([...formulas.map((f) => `'${f}`), ...plain]);
    // A list whose first item is a formula is one cell: it starts with the formula, so it is neutralised too.
    expect(cells[0]![1]).toBe("'=1+1,x");
    // Numbers stay numbers.
    expect(toCsv(['n'], [{ n: -5 }])).toBe('n\r\n-5\r\n');
  });
});
