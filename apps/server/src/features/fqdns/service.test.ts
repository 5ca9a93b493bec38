import { describe, expect, it } from 'vitest';
import type { CreateFqdnBody } from '@netlens/core';
import { newFqdnRow } from './service.js';

describe('a new FQDN of the inventory', () => {
  it('is a wildcard in every form of the public list, which the daily scan leaves out', () => {
    const row = (domainName: string) =>
      newFqdnRow(
        { domainName, instance: 'Worldwide', workload: 'Exchange', scope: 'MVP' } as CreateFqdnBody,
        'x',
        '',
      );
    for (const name of [
      '*.contoso.com',
      '*cdn.contoso.com',
      '*-files.contoso.com',
      'autodiscover.*.contoso.com',
    ])
      expect(row(name).is_wildcard, name).toBe(1);
    expect(row('autodiscover.contoso.com').is_wildcard).toBe(0);
  });
});
