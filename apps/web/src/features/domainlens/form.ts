import {
  DomainLensMessages,
  EndpointSetInputSchema,
  internalSetIssue,
  type DomainLensEndpointSet,
  type EndpointSetChange,
  type UpsertDraftBody,
} from '@netlens/core';

/** The editor's fields as typed (lists one entry a line). */
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
  publicDescription: string;
  changeReason: string;
}

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
  publicDescription: '',
  changeReason: '',
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
  | 'publicDescription'
>;

/** The form of an endpoint set (a published one, or a draft's snapshot). */
export function formOf(set: SetFields, changeReason = ''): DraftForm {
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
    publicDescription: set.publicDescription,
    changeReason,
  };
}

export const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

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
  /** The list entry the message is about. */
  entry?: string;
}

/** The rules of the contract applied to the form: the body to send, or the issues by field. */
export function checkForm(
  form: DraftForm,
  workloadType: string | undefined,
  edit: { change?: EndpointSetChange; endpointSetInternalId?: string },
): { body: UpsertDraftBody; issues: [] } | { body: null; issues: FieldIssue[] } {
  const fqdns = lines(form.fqdns);
  const cidrs = lines(form.cidrs);
  const parsed = EndpointSetInputSchema.safeParse({
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
    publicDescription: form.publicDescription,
  });
  const issues: FieldIssue[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'workloadName') as keyof DraftForm;
      const index = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
      const list = field === 'fqdns' ? fqdns : field === 'cidrs' ? cidrs : [];
      issues.push({
        field,
        key: messageKeyOf(issue.message) ?? issue.message,
        entry: index !== undefined ? list[index] : undefined,
      });
    }
  }
  const internal = workloadType ? internalSetIssue({ cidrs, isDeleted: false }, workloadType) : null;
  if (internal) issues.push({ field: 'cidrs', key: messageKeyOf(internal.message) ?? internal.message });
  if (form.changeReason.trim() === '')
    issues.push({ field: 'changeReason', key: 'domainlens.rules.changeReasonRequired' });
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  const change = edit.change;
  return {
    body: {
      ...(change ? { id: change.id, version: change.version } : {}),
      ...(edit.endpointSetInternalId ? { endpointSetInternalId: edit.endpointSetInternalId } : {}),
      endpointSet: parsed.data,
      changeReason: form.changeReason.trim(),
      internalChange: false,
      serviceTreeIdAdditions: [],
      serviceTreeIdRemovals: [],
      addEffectiveDate: null,
      removeEffectiveDate: null,
      isRequireChangeCouncilApproval: true,
    },
    issues: [],
  };
}
