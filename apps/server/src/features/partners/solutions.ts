import { randomUUID } from 'node:crypto';
import {
  AppError,
  normaliseSubnet,
  parseAsn,
  solutionIssues,
  translate,
  type Language,
  type PartnerSolution,
  type PutSolutionBody,
  type SolutionInput,
  type SolutionIssue,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import { assertOwn } from './policy.js';
import { presentSolution } from './present.js';
import * as repo from './repo.js';
import { inTransaction } from '../../db/transaction.js';

/** A solution's lists as stored: ASNs as numbers, subnets written one way. */
export interface CleanLists {
  asns: number[];
  subnets: string[];
  vpns: string[];
  sslOwners: string[];
}

/** Whose solution is checked: its provider, and its own id (left out of the comparison). */
export interface Claimant {
  partnerId: string;
  solutionId: string | null;
}

/**
 * Checks a solution's entries: each ASN a number nobody reserved, each subnet CIDR and no broader
 * than its family's bound, none repeated, none in another of the provider's solutions or in any
 * public solution. Another provider's private and contributed values are never compared (they
 * are each provider's own view, and an answer would tell one provider what another holds).
 * Every wrong entry is listed (400 naming each one); nothing is written.
 */
export async function checkedLists(
  db: Db,
  input: SolutionInput,
  who: Claimant,
  lang: Language,
): Promise<CleanLists> {
  const issues: SolutionIssue[] = solutionIssues(input);
  const clean: CleanLists = {
    asns: [...new Set(input.asns.map(parseAsn).filter((n): n is number => n !== null))],
    subnets: [...new Set(input.subnets.map(normaliseSubnet))],
    vpns: [...new Set(input.vpnInterfaceDescriptions)],
    sslOwners: [...new Set(input.sslOwnerNames)],
  };
  if (issues.length === 0) {
    const held = async (kind: string, values: string[]) => {
      const rows = await repo.heldValues(db, kind, values, who.partnerId, who.solutionId);
      const own = new Set(rows.filter((r) => r.partner_id === who.partnerId).map((r) => r.value));
      const any = new Set(rows.map((r) => r.value));
      return (value: string): SolutionIssue['reason'] | null =>
        own.has(value) ? 'takenOwn' : any.has(value) ? 'takenPublic' : null;
    };
    const asnHeld = await held('ASN', clean.asns.map(String));
    const subnetHeld = await held('IPSubnet', clean.subnets);
    input.asns.forEach((value, i) => {
      const reason = asnHeld(String(parseAsn(value)));
      if (reason) issues.push({ path: `asns[${i}]`, value: String(value), reason });
    });
    input.subnets.forEach((value, i) => {
      const reason = subnetHeld(normaliseSubnet(value));
      if (reason) issues.push({ path: `subnets[${i}]`, value, reason });
    });
  }
  if (issues.length > 0) {
    throw new AppError('PARTNER_SOLUTION_INVALID', {
      params: { entries: issues.map((i) => i.value || '""').join(', ') },
      details: issues.map((i) => ({
        path: i.path,
        message: translate(lang, `partners.solution.issues.${i.reason}`, { ...i.params, value: i.value }),
      })),
    });
  }
  return clean;
}

/** The evidence records a solution's values should have, added through the portal by `user`. */
function evidenceRows(solutionId: string, lists: CleanLists, user: string, now: string) {
  const of = (kind: string, values: string[]) =>
    values.map((value) => ({
      solution_id: solutionId,
      kind,
      value,
      date_added: now,
      date_last_verified: now,
      added_by_method: 'Portal',
      added_by_user: user,
      approved_by: null,
      approved_date: null,
    }));
  return [
    ...of('ASN', lists.asns.map(String)),
    ...of('IPSubnet', lists.subnets),
    ...of('VPN', lists.vpns),
    ...of('SSLCertificate', lists.sslOwners),
  ];
}

/** Writes a solution row and its evidence (inside the caller's transaction). */
export async function writeSolution(
  tx: Db,
  s: {
    id: string;
    partnerId: string;
    input: SolutionInput;
    lists: CleanLists;
    visibility: string;
    contributed: boolean;
  },
  caller: Pick<SignedInCaller, 'userId' | 'email'>,
  createdAt: string,
) {
  const now = new Date().toISOString();
  await repo.saveSolution(
    tx,
    {
      id: s.id,
      partner_id: s.partnerId,
      name: s.input.name,
      type: s.input.type,
      asns: JSON.stringify(s.lists.asns),
      subnets: JSON.stringify(s.lists.subnets),
      vpns: JSON.stringify(s.lists.vpns),
      ssl_owners: JSON.stringify(s.lists.sslOwners),
      visibility: s.visibility,
      is_contributed: s.contributed ? 1 : 0,
      created_by: caller.userId,
      created_at: createdAt,
      updated_at: now,
    },
    evidenceRows(s.id, s.lists, caller.email, now),
    now,
  );
}

const sameLists = (row: repo.SolutionRow, input: SolutionInput, lists: CleanLists) =>
  row.name === input.name &&
  row.type === input.type &&
  row.asns === JSON.stringify(lists.asns) &&
  row.subnets === JSON.stringify(lists.subnets) &&
  row.vpns === JSON.stringify(lists.vpns) &&
  row.ssl_owners === JSON.stringify(lists.sslOwners);

/**
 * PUT PartnerInputSolution: a new private solution, or a change to one of the provider's own
 * private ones. Public solutions change only through a reviewed request; a contributed one
 * takes no edits until the contribution is cancelled (which this call does with
 * isContributed false and the same content).
 */
export async function putSolution(
  db: Db,
  caller: SignedInCaller,
  partner: repo.PartnerRow,
  body: PutSolutionBody,
  lang: Language,
): Promise<PartnerSolution> {
  const existing = body.id ? await repo.findSolution(db, body.id) : undefined;
  if (body.id) {
    assertOwn(partner.id, existing);
    if (existing.visibility === 'Public') throw new AppError('PARTNER_SOLUTION_PUBLIC');
    if ((await repo.pendingSolutionIds(db, partner.id)).has(existing.id))
      throw new AppError('PARTNER_CHANGE_PENDING');
  }
  const id = existing?.id ?? randomUUID();
  const lists = await checkedLists(db, body, { partnerId: partner.id, solutionId: id }, lang);
  if (existing?.is_contributed === 1 && !sameLists(existing, body, lists))
    throw new AppError('PARTNER_SOLUTION_CONTRIBUTED');
  await inTransaction(db, (tx) =>
    writeSolution(
      tx,
      {
        id,
        partnerId: partner.id,
        input: body,
        lists,
        visibility: 'Private',
        contributed: body.isContributed,
      },
      caller,
      existing?.created_at ?? new Date().toISOString(),
    ),
  );
  return (await ownSolutions(db, partner)).find((s) => s.id === id)!;
}

/** DELETE PartnerInputSolution: one of the provider's private solutions, not while contributed. */
export async function removeSolution(db: Db, partner: repo.PartnerRow, id: string): Promise<void> {
  const existing = await repo.findSolution(db, id);
  assertOwn(partner.id, existing);
  if (existing.visibility === 'Public') throw new AppError('PARTNER_SOLUTION_PUBLIC');
  if (existing.is_contributed === 1) throw new AppError('PARTNER_SOLUTION_CONTRIBUTED');
  await inTransaction(db, (tx) => repo.deleteSolution(tx, id));
}

/** The provider's own solutions, with their evidence and whether a change is pending. */
export async function ownSolutions(db: Db, partner: repo.PartnerRow): Promise<PartnerSolution[]> {
  const rows = await repo.listSolutionsOf(db, partner.id);
  const evidence = await repo.evidenceOf(
    db,
    rows.map((r) => r.id),
  );
  const pending = await repo.pendingSolutionIds(db, partner.id);
  return rows.map((r) => presentSolution(r, partner.name, evidence, pending.has(r.id)));
}

/** What staff see: every provider's public and contributed solutions, with evidence and pending state. */
export async function staffSolutions(db: Db): Promise<PartnerSolution[]> {
  const rows = await repo.listStaffSolutions(db);
  const evidence = await repo.evidenceOf(
    db,
    rows.map((r) => r.id),
  );
  const pending = await repo.pendingSolutionIds(db);
  return rows.map((r) => presentSolution(r, r.partner_name, evidence, pending.has(r.id)));
}
