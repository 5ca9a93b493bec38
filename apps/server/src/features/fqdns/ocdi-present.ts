import type { FqdnOcdiAssociation, OcdiAssociation } from '@netlens/core';
import type { OcdiMember, OcdiRow } from './ocdi-repo.js';

/** One stored association as the API answers it, with its legacy FQDNs among `members`. */
export function presentAssociation(r: OcdiRow, members: OcdiMember[]): OcdiAssociation {
  return {
    id: r.id,
    instance: r.instance as OcdiAssociation['instance'],
    serviceTreeId: r.service_tree_id,
    state: r.state as OcdiAssociation['state'],
    review: r.review as OcdiAssociation['review'],
    legacy: members
      .filter((m) => m.association_id === r.id)
      .map((m) => ({ fqdnId: m.fqdn_id, domainName: m.domain_name })),
    ocdi: JSON.parse(r.ocdi_domains) as string[],
    transitionStatus: r.transition_status as OcdiAssociation['transitionStatus'],
    gaDate: r.ga_date,
    createdBy: r.created_by,
    authors: JSON.parse(r.authors) as string[],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    submittedBy: r.submitted_by,
    submittedAt: r.submitted_at,
    reviewedBy: r.reviewed_by,
    reviewedAt: r.reviewed_at,
    reviewNote: r.review_note,
  };
}

/** An FQDN's association as its `ocdiAssociations` entry (Legacy, Ocdi, TransitionStatus, GaDate). */
export function presentFqdnAssociation(r: OcdiRow & { legacy_name: string }): FqdnOcdiAssociation {
  return {
    id: r.id,
    Legacy: r.legacy_name,
    Ocdi: JSON.parse(r.ocdi_domains) as string[],
    TransitionStatus: r.transition_status as FqdnOcdiAssociation['TransitionStatus'],
    GaDate: r.ga_date,
    state: r.state as FqdnOcdiAssociation['state'],
    review: r.review as FqdnOcdiAssociation['review'],
  };
}
