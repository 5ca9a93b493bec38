import {
  BULK_REMOVAL_THRESHOLD,
  DomainLensMessages,
  RequiredFieldMessages,
  UpsertDraftBodySchema,
  councilReasonsOf,
  internalSetIssue,
  isWildcardFqdn,
  subnetOfAssignment,
  type CouncilReason,
  type DomainLensEndpointSet,
  type EndpointSetChange,
  type SubnetServiceTree,
  type UpsertDraftBody,
} from '@netlens/core';

/** The editor's fields as typed (lists one entry a line; dates '' when not given). */
export interface DraftForm {
  instance: string;
  workloadName: string;
  governanceCategory: string;
  isExpressRoute: boolean;
  isRequired: boolean;
  optionalFunctionality: string;
  tcpPorts: string;
  udpPorts: string;
  fqdns: string;
  cidrs: string;
  /** One IP subnet a line with its own service-tree id: `13.107.6.152/31 <id>`. */
  subnetServiceTrees: string;
  /** The assignments (`subnet id`) that came from the member set, kept as they are while unchanged. */
  memberSetAssignments: string[];
  publicDescription: string;
  changeReason: string;
  addEffectiveDate: string;
  removeEffectiveDate: string;
  internalChange: boolean;
  isRequireChangeCouncilApproval: boolean;
  serviceTreeIdAdditions: string[];
  serviceTreeIdRemovals: string[];
  /** Exemplar FQDN by wildcard, as typed. */
  wildcardExemplars: Record<string, string>;
}

/** What the change inputs of a form start as without a change. */
const noChangeInputs = {
  changeReason: '',
  addEffectiveDate: '',
  removeEffectiveDate: '',
  internalChange: false,
  isRequireChangeCouncilApproval: true,
  serviceTreeIdAdditions: [],
  serviceTreeIdRemovals: [],
  wildcardExemplars: {},
} satisfies Partial<DraftForm>;

export const emptyForm = (): DraftForm => ({
  instance: 'Worldwide',
  workloadName: '',
  governanceCategory: 'Default',
  isExpressRoute: false,
  isRequired: true,
  optionalFunctionality: '',
  tcpPorts: '',
  udpPorts: '',
  fqdns: '',
  cidrs: '',
  subnetServiceTrees: '',
  memberSetAssignments: [],
  publicDescription: '',
  ...noChangeInputs,
});

/** The fields of an endpoint set that its form and its page show. */
export type SetFields = Pick<
  DomainLensEndpointSet,
  | 'instance'
  | 'workloadName'
  | 'governanceCategory'
  | 'isExpressRoute'
  | 'isRequired'
  | 'optionalFunctionality'
  | 'tcpPorts'
  | 'udpPorts'
  | 'fqdns'
  | 'cidrs'
  | 'subnetServiceTrees'
  | 'publicDescription'
>;

/** The published set a change is compared with (none for a new set). */
export interface Baseline {
  fqdns: readonly string[];
  cidrs: readonly string[];
  workloadName?: string;
  governanceCategory?: string;
}

/** The form of an endpoint set (a published one, or a draft's snapshot with the draft's inputs). */
export function formOf(set: SetFields, change?: EndpointSetChange): DraftForm {
  const d = change?.changeDetail;
  return {
    instance: set.instance,
    workloadName: set.workloadName,
    governanceCategory: set.governanceCategory,
    isExpressRoute: set.isExpressRoute,
    isRequired: set.isRequired,
    optionalFunctionality: set.optionalFunctionality,
    tcpPorts: set.tcpPorts,
    udpPorts: set.udpPorts,
    fqdns: set.fqdns.join('\n'),
    cidrs: set.cidrs.join('\n'),
    subnetServiceTrees: set.subnetServiceTrees.map(assignmentLine).join('\n'),
    memberSetAssignments: set.subnetServiceTrees.filter((a) => a.isFromMemberSet).map(assignmentLine),
    publicDescription: set.publicDescription,
    ...(change && d
      ? {
          changeReason: d.changeReason,
          addEffectiveDate: d.addEffectiveDate ?? '',
          removeEffectiveDate: d.removeEffectiveDate ?? '',
          internalChange: d.internalChange,
          isRequireChangeCouncilApproval: change.isRequireChangeCouncilApproval,
          serviceTreeIdAdditions: d.serviceTreeIdAdditions,
          serviceTreeIdRemovals: d.serviceTreeIdRemovals,
          wildcardExemplars: d.wildcardExemplars,
        }
      : noChangeInputs),
  };
}

const assignmentLine = (a: SubnetServiceTree) => `${subnetOfAssignment(a)} ${a.serviceTreeId}`;

/**
 * The form's subnet lines as the draft's assignments: `subnet id` (or `subnet = id`); a line
 * without a prefix length keeps it out of range, so the contract names the line.
 */
export function assignmentsOf(form: DraftForm) {
  const fromMember = new Set(form.memberSetAssignments.map((l) => l.toLowerCase()));
  return form.subnetServiceTrees
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [subnet = '', id = ''] = line.split(/\s*=\s*|\s+/);
      const slash = subnet.lastIndexOf('/');
      const a = {
        serviceTreeId: id.toLowerCase(),
        ipAddressRaw: (slash < 0 ? subnet : subnet.slice(0, slash)).toLowerCase(),
        subnetMask: slash < 0 ? -1 : Number(subnet.slice(slash + 1)),
      };
      return { line, assignment: { ...a, isFromMemberSet: fromMember.has(`${subnet} ${id}`.toLowerCase()) } };
    });
}

export const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

const fqdnsOf = (form: DraftForm) => lines(form.fqdns).map((f) => f.toLowerCase());

/** The wildcards the form adds to the published set: each needs an exemplar. */
export function addedWildcards(form: DraftForm, baseline?: Baseline): string[] {
  const before = new Set(baseline?.fqdns ?? []);
  return [...new Set(fqdnsOf(form))].filter((f) => isWildcardFqdn(f) && !before.has(f));
}

/** How many published FQDNs and IP subnets the form removes. */
export function removedCount(form: DraftForm, baseline?: Baseline): number {
  if (!baseline) return 0;
  const fqdns = new Set(fqdnsOf(form));
  const cidrs = new Set(lines(form.cidrs).map((c) => c.toLowerCase()));
  return (
    baseline.fqdns.filter((f) => !fqdns.has(f)).length + baseline.cidrs.filter((c) => !cidrs.has(c)).length
  );
}

/** Whether the form removes so many endpoints that the bulk-removal test blocks it (spec 2 §5, §9). */
export const isBulkRemoval = (form: DraftForm, baseline?: Baseline) =>
  removedCount(form, baseline) > BULK_REMOVAL_THRESHOLD;

/** Why the policy requires the change council for the change the form would save (none: the author chooses). */
export function formCouncilReasons(form: DraftForm, baseline?: Baseline): CouncilReason[] {
  const before = new Set(baseline?.cidrs ?? []);
  return councilReasonsOf({
    workload: form.workloadName,
    previousWorkload: baseline?.workloadName ?? null,
    category: form.governanceCategory,
    previousCategory: baseline?.governanceCategory ?? null,
    addedSubnets: lines(form.cidrs).filter((c) => !before.has(c.toLowerCase())).length,
    removedEndpoints: removedCount(form, baseline),
  });
}

/** The locale key of a rule's message (packages/core/src/domainlens/rules.ts), else null. */
export function messageKeyOf(message: string): string | null {
  const entry = Object.entries(DomainLensMessages).find(([, text]) => text === message);
  return entry ? `domainlens.rules.${entry[0]}` : null;
}

export interface FieldIssue {
  /** The form field. */
  field: keyof DraftForm;
  /** The locale key of the message (or the message itself when it has none). */
  key: string;
  /** The list entry (or the wildcard) the message is about. */
  entry?: string;
}

/** The form field an issue of the draft body is about. */
function fieldOf(path: readonly PropertyKey[]): keyof DraftForm {
  const [first, second] = path.map(String);
  if (first === 'endpointSet') return (second ?? 'workloadName') as keyof DraftForm;
  return (first ?? 'changeReason') as keyof DraftForm;
}

/**
 * The rules of the contract applied to the form, as the server applies them to the draft it
 * sends (UpsertDraftBodySchema): the body to send, or the issues by field.
 */
export function checkForm(
  form: DraftForm,
  workloadType: string | undefined,
  edit: { change?: EndpointSetChange; endpointSetInternalId?: string; baseline?: Baseline },
): { body: UpsertDraftBody; issues: [] } | { body: null; issues: FieldIssue[] } {
  const fqdns = lines(form.fqdns);
  const cidrs = lines(form.cidrs);
  const assignments = assignmentsOf(form);
  const wildcards = addedWildcards(form, edit.baseline);
  const exemplars = Object.fromEntries(
    wildcards.map((w) => [w, (form.wildcardExemplars[w] ?? '').trim()]).filter(([, e]) => e !== ''),
  );
  const change = edit.change;
  const parsed = UpsertDraftBodySchema.safeParse({
    ...(change ? { id: change.id, version: change.version } : {}),
    ...(edit.endpointSetInternalId ? { endpointSetInternalId: edit.endpointSetInternalId } : {}),
    endpointSet: {
      instance: form.instance,
      workloadName: form.workloadName,
      governanceCategory: form.governanceCategory,
      isExpressRoute: form.isExpressRoute,
      isRequired: form.isRequired,
      optionalFunctionality: form.optionalFunctionality,
      tcpPorts: form.tcpPorts,
      udpPorts: form.udpPorts,
      fqdns,
      cidrs,
      subnetServiceTrees: assignments.map((a) => a.assignment),
      publicDescription: form.publicDescription,
    },
    changeReason: form.changeReason,
    internalChange: form.internalChange,
    serviceTreeIdAdditions: form.serviceTreeIdAdditions,
    serviceTreeIdRemovals: form.serviceTreeIdRemovals,
    addEffectiveDate: form.addEffectiveDate || null,
    removeEffectiveDate: form.removeEffectiveDate || null,
    isRequireChangeCouncilApproval: form.isRequireChangeCouncilApproval,
    wildcardExemplars: exemplars,
  });
  const issues: FieldIssue[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      const list =
        field === 'fqdns'
          ? fqdns
          : field === 'cidrs'
            ? cidrs
            : field === 'subnetServiceTrees'
              ? assignments.map((a) => a.line)
              : [];
      const at = issue.path[issue.path[0] === 'endpointSet' ? 2 : 1];
      issues.push({
        field,
        key: messageKeyOf(issue.message) ?? issue.message,
        entry: typeof at === 'number' ? list[at] : typeof at === 'string' ? at : undefined,
      });
    }
  }
  const internal = workloadType ? internalSetIssue({ cidrs, isDeleted: false }, workloadType) : null;
  if (internal) issues.push({ field: 'cidrs', key: messageKeyOf(internal.message) ?? internal.message });
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}

/** Whether an issue is an empty required field: the form's summary then asks to fill them in (spec 2 §5). */
export const missesRequired = (issues: readonly FieldIssue[]) =>
  issues.some((i) => RequiredFieldMessages.some((m) => messageKeyOf(m) === i.key));
