import { describe, expect, it } from 'vitest';
import { splitTagged } from './tagged';

describe('splitTagged', () => {
  it('splits a sentence around its marked part, wherever the language puts it', () => {
    expect(splitTagged('By running the test you agree to the <terms>terms of use</terms>.', 'terms')).toEqual(
      ['By running the test you agree to the ', 'terms of use', '.'],
    );
    expect(splitTagged('<terms>利用規約</terms>に同意します。', 'terms')).toEqual([
      '',
      '利用規約',
      'に同意します。',
    ]);
  });

  it('finds no part in a sentence without the tag or with it unclosed', () => {
    expect(splitTagged('No link here.', 'terms')).toBeNull();
    expect(splitTagged('Open <terms>only', 'terms')).toBeNull();
    expect(splitTagged('Other <b>tag</b>', 'terms')).toBeNull();
  });
});
