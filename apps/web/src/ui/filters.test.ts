import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersFromQuery, pageOf, queryOfFilters } from './filters';

describe('Domain Lens filters', () => {
  it('default to All, Draft and PendingReview, Changes pending and Published', () => {
    expect(filtersFromQuery('')).toEqual({
      instances: [],
      workloads: [],
      categories: [],
      statuses: ['Draft', 'PendingReview'],
      publishStates: ['ChangesPending', 'Published'],
      scopes: [],
      customerFacing: [],
      dailyTestStatuses: [],
      assignmentStatuses: [],
      deprecated: [],
      search: '',
    });
  });

  it("keep the FQDN inventory's filters in the query string too", () => {
    const f = filtersFromQuery('?scopes=MVP,ThirdParty&assignmentStatuses=PendingReview&deprecated=true');
    expect(f).toMatchObject({
      scopes: ['MVP', 'ThirdParty'],
      assignmentStatuses: ['PendingReview'],
      deprecated: ['true'],
    });
    expect(queryOfFilters(f)).toBe(
      'scopes=MVP%2CThirdParty&assignmentStatuses=PendingReview&deprecated=true',
    );
  });

  it('are seeded from the query string, comma separated or repeated, and written back', () => {
    const f = filtersFromQuery(
      '?instances=Worldwide,China&workloads=Exchange&workloads=Teams&search=outlook',
    );
    expect(f).toMatchObject({
      instances: ['Worldwide', 'China'],
      workloads: ['Exchange', 'Teams'],
      search: 'outlook',
    });
    expect(filtersFromQuery(queryOfFilters(f))).toEqual(f);
    expect(queryOfFilters(defaultFilters())).toBe('');
    expect(filtersFromQuery('statuses=')).toMatchObject({ statuses: [] });
  });

  it('pages rows by 100', () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    expect(pageOf(rows, 3)).toMatchObject({ page: 3, pages: 3 });
    expect(pageOf(rows, 3).rows).toHaveLength(50);
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf([], 1)).toMatchObject({ rows: [], page: 1, pages: 1 });
  });
});
