import { AttributedPartnerStatuses, type SolutionType, type Visibility } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import { isStaff } from './policy.js';
import * as repo from './repo.js';
import { ownProvider } from './service.js';

/** A solution as provider performance names and attributes it. */
export interface DirectorySolution {
  id: string;
  partnerId: string;
  partnerName: string;
  name: string;
  type: SolutionType;
  visibility: Visibility;
  /** Whether its provider contributed it: a private solution is visible to staff only then. */
  contributed: boolean;
  asns: number[];
  subnets: string[];
  vpns: string[];
  sslOwners: string[];
}

/** An evidence value of a solution: what a report is attributed by (kind ASN, IPSubnet, VPN, SSLCertificate). */
export interface EvidenceValue {
  solutionId: string;
  kind: string;
  value: string;
}

const list = (json: string): unknown[] => {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v : [];
};

const directoryEntry = (s: repo.SolutionRow & { partner_name: string }): DirectorySolution => ({
  id: s.id,
  partnerId: s.partner_id,
  partnerName: s.partner_name,
  name: s.name,
  type: s.type as SolutionType,
  visibility: s.visibility as Visibility,
  contributed: s.is_contributed === 1,
  asns: list(s.asns).map(Number),
  subnets: list(s.subnets).map(String),
  vpns: list(s.vpns).map(String),
  sslOwners: list(s.ssl_owners).map(String),
});

/** Every solution of every provider. */
export async function solutionDirectory(db: Db): Promise<DirectorySolution[]> {
  return (await repo.listAllSolutions(db)).map(directoryEntry);
}

/**
 * What reports are attributed by: the solutions of providers whose status staff gave
 * (`AttributedPartnerStatuses`), and their evidence values. A provider awaiting endorsement
 * attracts no report.
 */
export async function attributionSources(
  db: Db,
): Promise<{ solutions: DirectorySolution[]; evidence: EvidenceValue[] }> {
  const [solutions, evidence] = await Promise.all([
    repo.listAllSolutions(db, AttributedPartnerStatuses),
    repo.listEvidenceValues(db, AttributedPartnerStatuses),
  ]);
  return {
    solutions: solutions.map(directoryEntry),
    evidence: evidence.map((r) => ({ solutionId: r.solution_id, kind: r.kind, value: r.value })),
  };
}

/** The caller as provider performance sees it: staff (leadership access), and its provider if any. */
export async function performanceViewer(
  db: Db,
  caller: SignedInCaller,
): Promise<{ staff: boolean; partnerId: string | null }> {
  const staff = isStaff(caller);
  const partner = await ownProvider(db, caller);
  return { staff, partnerId: partner?.id ?? null };
}
