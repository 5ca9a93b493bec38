import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import { topLevelPath } from '../ui/pageAccess';
import { pageTitleKey } from './routing';

const match = (handle: unknown) =>
  ({ id: 'x', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('routing helpers', () => {
  it('reduces route patterns to their top-level path', () => {
    expect(topLevelPath('/')).toBe('/');
    expect(topLevelPath('/status')).toBe('/status');
    expect(topLevelPath('/partnerPortal/*')).toBe('/partnerPortal');
    expect(topLevelPath('/report/:reportId')).toBe('/report');
    expect(topLevelPath('endpoints/new')).toBe('/endpoints');
  });

  it('takes the title key of the deepest route that has one', () => {
    expect(pageTitleKey([match({ titleKey: 'a' }), match(undefined), match({ titleKey: 'b' })])).toBe('b');
    expect(pageTitleKey([match({ titleKey: 'a' }), match({})])).toBe('a');
    expect(pageTitleKey([])).toBeUndefined();
  });
});
