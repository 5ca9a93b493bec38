import { CreateFqdnBodySchema, FqdnScopeSchema } from '@netlens/core';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import { ImportError, csvEntries, workloadIds } from '../domainlens/index.js';
import * as repo from './repo.js';
import { newFqdnRow } from './service.js';
import { inTransaction } from '../../db/transaction.js';

const Columns = {
  domainname: 'domainName',
  fqdn: 'domainName',
  instance: 'instance',
  workload: 'workload',
  servicetreeid: 'serviceTreeId',
  scope: 'scope',
  publisheddomainname: 'publishedDomainName',
};

const ImportRowSchema = CreateFqdnBodySchema.extend({
  scope: z.preprocess((v) => v || 'Unset', FqdnScopeSchema),
});

/**
 * FQDNs for a fresh install from a CSV file with the columns domainName (or fqdn), instance,
 * workload and, optionally, serviceTreeId, scope and publishedDomainName. Every line is checked
 * first (a bad line, an unknown workload or a duplicate names itself and nothing is imported);
 * names already in the inventory are skipped. Answers how many were added.
 */
export async function importFqdnsCsv(db: Db, text: string, addedBy = 'operator'): Promise<number> {
  const entries = csvEntries(text, Columns, ['domainName', 'instance', 'workload'], ImportRowSchema);
  const workloads = await workloadIds(db);
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (!workloads.has(e.workload))
      throw new ImportError(`line ${i + 2}: workload: ${e.workload} does not exist`);
    const key = `${e.instance}|${e.domainName}`;
    if (seen.has(key)) throw new ImportError(`line ${i + 2}: domainName: ${e.domainName} is listed twice`);
    seen.add(key);
  });
  const now = new Date().toISOString();
  const fresh: ReturnType<typeof newFqdnRow>[] = [];
  for (const e of entries) {
    if (!(await repo.findByName(db, e.instance, e.domainName))) fresh.push(newFqdnRow(e, addedBy, now));
  }
  await inTransaction(db, (tx) => repo.insertFqdns(tx, fresh));
  return fresh.length;
}
