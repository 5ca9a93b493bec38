import { randomUUID } from 'node:crypto';
import { AppError, type SolutionInput, type Visibility } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { checkedLists, writeSolution } from './solutions.js';
import * as repo from './repo.js';
import { inTransaction } from '../../db/transaction.js';

/** Who owns the demo provider: its organisation and the user named as having registered it. */
export interface DemoOwner {
  orgId: string;
  userId: string;
  email: string;
}

/**
 * Creates a provider with the status Demo and its solutions, in one transaction (the
 * same checks as the portal: a value a public solution holds is refused). Answers the
 * provider's id and its solutions' ids in the order given.
 */
export async function createDemoProvider(
  db: Db,
  owner: DemoOwner,
  provider: { name: string; url: string; domain: string },
  solutions: (SolutionInput & { visibility: Visibility })[],
): Promise<{ partnerId: string; solutionIds: string[] }> {
  const partnerId = randomUUID();
  const now = new Date().toISOString();
  const checked: {
    id: string;
    input: SolutionInput & { visibility: Visibility };
    lists: Awaited<ReturnType<typeof checkedLists>>;
  }[] = [];
  for (const input of solutions) {
    const id = randomUUID();
    checked.push({ id, input, lists: await checkedLists(db, input, { partnerId, solutionId: id }, 'en') });
  }
  await inTransaction(db, async (tx) => {
    await insertDemoPartner(tx, partnerId, owner, provider, now);
    for (const s of checked) {
      await writeSolution(
        tx,
        {
          id: s.id,
          partnerId,
          input: s.input,
          lists: s.lists,
          visibility: s.input.visibility,
          contributed: false,
        },
        owner,
        now,
      );
    }
  });
  return { partnerId, solutionIds: checked.map((s) => s.id) };
}

async function insertDemoPartner(
  tx: Db,
  id: string,
  owner: DemoOwner,
  provider: { name: string; url: string; domain: string },
  now: string,
) {
  await repo.insertPartner(tx, {
    id,
    org_id: owner.orgId,
    name: provider.name,
    url: provider.url,
    domain: provider.domain,
    status: 'Demo',
    registered_by: owner.userId,
    registered_email: owner.email,
    created_at: now,
    updated_at: now,
  });
}

/** Removes a provider whose status is Demo, with its solutions; false when there is none. */
export async function removeDemoProvider(db: Db, partnerId: string): Promise<boolean> {
  const partner = await repo.findPartner(db, partnerId);
  if (!partner) return false;
  if (partner.status !== 'Demo') throw new AppError('PARTNER_FORBIDDEN');
  await inTransaction(db, (tx) => repo.deletePartner(tx, partnerId));
  return true;
}

/** A solution's subnets (any provider's), for generating its demo traffic; 404 when unknown. */
export async function solutionSubnets(db: Db, solutionId: string): Promise<string[]> {
  const row = await repo.findSolution(db, solutionId);
  if (!row) throw new AppError('PARTNER_NOT_FOUND');
  return JSON.parse(row.subnets) as string[];
}
