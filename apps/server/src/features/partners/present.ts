import type {
  AccessFlagSet,
  EvidenceRecord,
  OfficialSolution,
  OutboxMail,
  PartnerChangeRequest,
  PartnerProfile,
  PartnerSolution,
  PartnerStatus,
  PartnerSummary,
  PnppAccess,
  SolutionType,
  Visibility,
} from '@netlens/core';
import { parseAsn } from '@netlens/core';
import type { ChangeRequestRow, EvidenceRow, OutboxRow, PartnerRow, SolutionRow } from './repo.js';

const list = <T>(json: string) => JSON.parse(json) as T[];

export function presentProfile(p: PartnerRow): PartnerProfile {
  return {
    partnerInternalId: p.id,
    name: p.name,
    url: p.url,
    status: p.status as PartnerStatus,
    registeredBy: p.registered_by,
    registeredEmail: p.registered_email,
    registeredAt: p.created_at,
  };
}

/** A provider as staff list them: its profile and its number of solutions. */
export function presentListed(p: PartnerRow & { solution_count: string | number }): PartnerSummary {
  return { ...presentProfile(p), solutionCount: Number(p.solution_count) };
}

/** What the caller may reach in the portal, and their provider if it has registered. */
export function presentAccess(access: AccessFlagSet, partner: PartnerRow | undefined): PnppAccess {
  return {
    hasAccessToPartnerPortal: access.hasAccessToPartnerPortal,
    hasAccessToLeadershipReport: access.hasAccessToLeadershipReport,
    partnerRegistered: Boolean(partner),
    partnerInternalId: partner?.id ?? null,
    status: partner ? presentProfile(partner).status : null,
  };
}

export function presentOutboxMail(m: OutboxRow): OutboxMail {
  return { id: m.id, to: m.recipient, subject: m.subject, text: m.body, createdAt: m.created_at };
}

/** Evidence kinds → the lists of the evidence record (spec 2 §3). */
const EvidenceList = {
  ASN: 'asns',
  IPSubnet: 'ips',
  VPN: 'vpns',
  SSLCertificate: 'sslCertificates',
} as const;

function presentEvidence(rows: EvidenceRow[]): PartnerSolution['evidence'] {
  const out: PartnerSolution['evidence'] = { asns: [], ips: [], vpns: [], sslCertificates: [] };
  for (const r of rows) {
    const record: EvidenceRecord = {
      value: r.value,
      dateAdded: r.date_added,
      dateLastVerified: r.date_last_verified,
      addedByMethod: r.added_by_method,
      addedByUser: r.added_by_user,
      approvedBy: r.approved_by,
      approvedDate: r.approved_date,
    };
    out[EvidenceList[r.kind as keyof typeof EvidenceList]].push(record);
  }
  return out;
}

export function presentSolution(
  s: SolutionRow,
  partnerName: string,
  evidence: EvidenceRow[],
  pending: boolean,
): PartnerSolution {
  return {
    id: s.id,
    partnerInternalId: s.partner_id,
    partnerName,
    name: s.name,
    type: s.type as SolutionType,
    asns: list<number>(s.asns),
    subnets: list<string>(s.subnets),
    vpnInterfaceDescriptions: list<string>(s.vpns),
    sslOwnerNames: list<string>(s.ssl_owners),
    visibility: s.visibility as Visibility,
    isContributed: s.is_contributed === 1,
    hasPendingChange: pending,
    evidence: presentEvidence(evidence.filter((e) => e.solution_id === s.id)),
    createdAt: s.created_at,
    updatedAt: s.updated_at,
  };
}

export function presentOfficial(s: SolutionRow & { partner_name: string }): OfficialSolution {
  return {
    id: s.id,
    partnerName: s.partner_name,
    name: s.name,
    type: s.type as SolutionType,
    asns: list<number>(s.asns),
    subnets: list<string>(s.subnets),
  };
}

/** A request's solution; one stored before AS numbers were numbers carries them as strings. */
function requestedSolution(json: string): PartnerChangeRequest['solution'] {
  const s = JSON.parse(json) as Omit<NonNullable<PartnerChangeRequest['solution']>, 'asns'> & {
    asns: (number | string)[];
  };
  return { ...s, asns: s.asns.map(parseAsn).filter((n): n is number => n !== null) };
}

export function presentChangeRequest(r: ChangeRequestRow): PartnerChangeRequest {
  return {
    id: r.id,
    partnerInternalId: r.partner_id,
    solutionId: r.solution_id,
    action: r.action as PartnerChangeRequest['action'],
    status: r.status as PartnerChangeRequest['status'],
    solution: r.solution ? requestedSolution(r.solution) : null,
    note: r.note,
    createdBy: r.created_by,
    createdAt: r.created_at,
    reviewedBy: r.reviewed_by,
    reviewedAt: r.reviewed_at,
    reviewNote: r.review_note,
  };
}
