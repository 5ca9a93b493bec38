/**
 * What the validation tests of a change request read, gathered by the caller before the run
 * (the engine touches no database): one plain object.
 */

export type GovernanceCategory = 'Default' | 'Allow' | 'Optimize';

/** The statuses of a change request (spec 2 §4), as the linked member set's status. */
export type ChangeStatus =
  'Draft' | 'PendingReview' | 'StagedForPublishing' | 'Published' | 'Initialized' | 'Deleted';

/** An endpoint set as the tests see it. */
export interface EndpointSetInput {
  /** The set's internal id. */
  id: string;
  instance: string;
  workload: string;
  serviceArea: string;
  governanceCategory: GovernanceCategory;
  /** null when the change does not say (an Optimize set must). */
  isExpressRoute: boolean | null;
  required: boolean;
  notes: string | null;
  /** As published: "80,443", "3478-3481", blank for none. */
  tcpPorts: string;
  udpPorts: string;
  fqdns: string[];
  cidrs: string[];
  /** The member set this set is linked to, if any. */
  memberSetId: string | null;
  /** A set the change deletes: everything published in it is removed. */
  isDeleted?: boolean;
}

/** An FQDN or IP subnet added or removed, with the date the change takes effect. */
export interface DatedEndpoint {
  value: string;
  effectiveDate: Date | null;
}

export interface ChangeDetailInput {
  addedFqdns: DatedEndpoint[];
  removedFqdns: DatedEndpoint[];
  addedCidrs: DatedEndpoint[];
  removedCidrs: DatedEndpoint[];
  addedServiceTreeIds: string[];
  removedServiceTreeIds: string[];
  /** When the change is expected to be published; null: now. */
  expectedPublishDate: Date | null;
  /** Exemplar FQDNs named for wildcards (wildcard → a concrete name it covers). */
  wildcardExemplars: Record<string, string>;
}

export interface ServiceTreeEntry {
  id: string;
  name: string;
  isActive: boolean;
}

/** The service-tree id an FQDN or IP subnet of the set carries after the change. */
export interface ServiceTreeAssignment {
  endpoint: string;
  serviceTreeId: string | null;
  /** A subnet's own assignment that the change makes (new or changed): judged as an addition. */
  assignedByChange?: boolean;
  /** A subnet's assignment taken from the set's member set. */
  isFromMemberSet?: boolean;
}

/** An operator-imported IP range of the organisation, from its IPAM (with tags), ARIN or BYOIP. */
export interface OrganisationIpRange {
  source: 'IPAM' | 'ARIN' | 'BYOIP';
  cidr: string;
  tags: string[];
}

export interface ChangeValidationInput {
  /** The endpoint set as it will be once the change is published. */
  proposed: EndpointSetInput;
  /** The set as published now; null for a new set. */
  published: EndpointSetInput | null;
  change: ChangeDetailInput;
  /** Every other published set of the same instance (of this workload and of the others). */
  otherPublishedSets: EndpointSetInput[];
  /** The linked member set's status; null when it is not found (read only when linked). */
  memberSetStatus: ChangeStatus | null;
  serviceTree: { entries: ServiceTreeEntry[]; assignments: ServiceTreeAssignment[] };
  /** The organisation's IP ranges: IPAM ones for the tags, all for ownership; empty when none were imported. */
  ipRanges: OrganisationIpRange[];
}
