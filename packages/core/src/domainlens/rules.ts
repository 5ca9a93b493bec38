import { nullAsAbsent, z } from '../zod.js';

/**
 * The endpoint manager's input rules (spec 2 §5), as zod checks so the server and the web form
 * apply the same ones. Each message names the field through its path.
 */
export const DomainLensMessages = {
  invalidPorts: 'Invalid ports input. Please input valid ports separated by commas.',
  changeReasonRequired: 'Change reason is required.',
  noteRequired: 'A reason is required.',
  /** A required field is empty: under the field and in the API's answer. */
  missingRequired: 'Missing required fields.',
  /** The form's summary when a required field is empty (spec 2 §5). */
  fillRequired: 'Please fill in the required fields.',
  fqdnOrSubnetRequired: 'At least one FQDN or IP subnet is required.',
  internalNeedsSubnet: 'An internal IP set needs at least one IP subnet.',
  fqdnExists: 'This FQDN already exists.',
  subnetExists: 'This IP subnet already exist in the current list.',
  workloadExists: 'This workload already exist in the current list.',
  invalidFqdn: 'The FQDN is not valid.',
  ipLiteralFqdn: 'An IP address is not an FQDN: list IP addresses as IP subnets.',
  invalidSubnet: 'The IP subnet is not valid CIDR.',
  subnetNotInSet: "The IP subnet is not in the set's IP subnets.",
  effectiveDateTooSoon: 'An addition takes effect at least 30 days after publishing.',
  invalidDate: 'Use a date as YYYY-MM-DD.',
  exemplarNotWildcard: 'An exemplar is named only for a wildcard FQDN of the set.',
  exemplarNotCovered: 'The exemplar must be a concrete FQDN the wildcard covers.',
  formulaStart: 'A published text cannot begin with =, +, -, @, a tab or a line break.',
} as const;

/**
 * The first characters a spreadsheet reads as a formula (OWASP, CSV injection; ＝ is the
 * full-width equals sign some spreadsheets normalise). Published free text may not begin with one;
 * every CSV the server writes neutralises them as well (its one CSV writer).
 */
export const FormulaStart = /^[=+\-@\t\r\n\uFF1D]/;

/** Free text that is published (notes, display names): trimmed, bounded, and never a formula. */
export const publishedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !FormulaStart.test(text), DomainLensMessages.formulaStart);

/** Required text: trimmed, bounded, and answering `message` when left out or blank. */
const required = (max: number, message: string = DomainLensMessages.missingRequired) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** The messages saying that a required field is empty (the change reason has its own). */
export const RequiredFieldMessages: readonly string[] = [
  DomainLensMessages.missingRequired,
  DomainLensMessages.changeReasonRequired,
];

/** Days between publishing and an addition taking effect (spec 2 §9). */
export const AdditionNoticeDays = 30;

const port = (p: string) => /^\d{1,5}$/.test(p) && Number(p) >= 1 && Number(p) <= 65535;

/** Ports as the public list writes them: empty, or "80,443" with ranges like "3478-3481". */
export function validPorts(text: string): boolean {
  if (text.trim() === '') return true;
  return text.split(',').every((part) => {
    const p = part.trim();
    const range = /^(\d+)-(\d+)$/.exec(p);
    if (range) return port(range[1]!) && port(range[2]!) && Number(range[1]) < Number(range[2]);
    return port(p);
  });
}

/** Normalised ports: trimmed parts joined by commas. */
export const normalisePorts = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .join(',');

/**
 * True for an IP address written where a host name belongs: an IPv6 address, bare or in brackets,
 * or a name whose last label is a number, as URL parsers read "127.0.0.1", "127.1" and "0x7f.1"
 * as IPv4 addresses (no top-level domain is a number).
 */
export function isIpLiteral(name: string): boolean {
  const n = name.trim().replace(/^\[(.*)\]$/, '$1');
  if ((n.match(/:/g) ?? []).length >= 2 && /^[0-9a-f:.]+(%.+)?$/i.test(n)) return true;
  const last = n.replace(/\.$/, '').split('.').pop() ?? '';
  return /^(\d+|0x[0-9a-f]*)$/i.test(last);
}

const Label = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/i;

/**
 * A host name, with at most one `*` in the forms the public endpoint list uses, and nothing looser:
 * - a whole first label: `*.outlook.com` (covers one or more labels);
 * - inside the first label: `*cdn.onenote.net`, `*-files.sharepoint.com` (covers part of that label);
 * - a whole label further in: `autodiscover.*.onmicrosoft.com` (covers exactly one label).
 * A `*` never stands in the last two labels (`*.com`, `a.*.com` are refused), never inside a label
 * other than the first, and never twice. An IP address is not a host name (`isIpLiteral`).
 */
export function validFqdn(name: string): boolean {
  if (name.length > 253 || (name.match(/\*/g) ?? []).length > 1 || isIpLiteral(name)) return false;
  const labels = name.split('.');
  if (labels.length < 2) return false;
  const at = labels.findIndex((l) => l.includes('*'));
  if (at >= 0) {
    const whole = labels[at] === '*';
    if (at > labels.length - 3 || (!whole && at > 0)) return false;
    if (!whole && !Label.test(labels[at]!.replace('*', 'x'))) return false;
  }
  return labels.every((l, i) => i === at || Label.test(l));
}

function ipv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

function ipv6(text: string): boolean {
  if (!/^[0-9a-f:]+$/i.test(text) || text.split('::').length > 2) return false;
  const groups = text.split(':').filter((g) => g !== '');
  return (
    groups.every((g) => g.length <= 4) && (text.includes('::') ? groups.length < 8 : groups.length === 8)
  );
}

/**
 * An FQDN as the forms and the API take it: trimmed and in lower case; an IP address is refused
 * with its own message.
 */
export const fqdnField = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((name) => !isIpLiteral(name), { message: DomainLensMessages.ipLiteralFqdn, abort: true })
    .refine(validFqdn, DomainLensMessages.invalidFqdn);

const normFqdn = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
export const isWildcardFqdn = (name: string) => name.includes('*');

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when the wildcard name covers the concrete name: a leading `*.` one or more labels
 * (`*.contoso.com` covers a.contoso.com and a.b.contoso.com), a `*` label further in exactly one
 * label (`autodiscover.*.onmicrosoft.com`), a `*` inside the first label part of that label
 * (`*-files.contoso.com` covers tenant-files.contoso.com).
 */
export function wildcardCovers(wildcard: string, name: string): boolean {
  const pattern = normFqdn(wildcard)
    .split('.')
    .map((label, i) =>
      label === '*'
        ? i === 0
          ? '[a-z0-9_-]+(?:\\.[a-z0-9_-]+)*'
          : '[a-z0-9_-]+'
        : label.split('*').map(escape).join('[a-z0-9_-]+'),
    )
    .join('\\.');
  return !isWildcardFqdn(name) && new RegExp(`^${pattern}$`).test(normFqdn(name));
}

/** An IPv4 or IPv6 subnet in CIDR notation. */
export function validCidr(text: string): boolean {
  const m = /^([^/]+)\/(\d{1,3})$/.exec(text);
  if (!m) return false;
  const bits = Number(m[2]);
  if (ipv4(m[1]!)) return bits <= 32;
  return ipv6(m[1]!) && bits <= 128;
}

export const isIpv6Cidr = (cidr: string) => cidr.includes(':');

/**
 * The service-tree entry of one of the set's IP subnets (spec 2 §3): the subnet as its address
 * and prefix length, which must be one of the set's `cidrs`.
 */
export const SubnetServiceTreeInputSchema = z.object({
  serviceTreeId: z.string().uuid().toLowerCase(),
  isFromMemberSet: z.boolean().default(false),
  ipAddressRaw: z.string().trim().toLowerCase().min(1, DomainLensMessages.missingRequired).max(45),
  subnetMask: z.number().int().min(0).max(128),
});

/** The subnet a service-tree assignment names, as the set's `cidrs` write it. */
export const subnetOfAssignment = (a: { ipAddressRaw: string; subnetMask: number }) =>
  `${a.ipAddressRaw}/${a.subnetMask}`.toLowerCase();

/** The endpoint set a change proposes. */
export const EndpointSetInputSchema = z
  .object({
    instance: z.enum(['Worldwide', 'France', 'USGovGCCHigh', 'USGovDoD', 'China', 'Germany'], {
      error: DomainLensMessages.missingRequired,
    }),
    governanceCategory: z.enum(['Default', 'Allow', 'Optimize'], {
      error: DomainLensMessages.missingRequired,
    }),
    isExpressRoute: z.boolean().default(false),
    workloadName: required(100),
    isRequired: z.boolean().default(true),
    optionalFunctionality: publishedText(2000).default(''),
    tcpPorts: z
      .string()
      .max(300)
      .default('')
      .refine(validPorts, DomainLensMessages.invalidPorts)
      .transform(normalisePorts),
    udpPorts: z
      .string()
      .max(300)
      .default('')
      .refine(validPorts, DomainLensMessages.invalidPorts)
      .transform(normalisePorts),
    isDeleted: z.boolean().default(false),
    isHidden: z.boolean().default(false),
    isMemberSet: z.boolean().default(false),
    memberEndpointSetInternalId: z.string().max(36).nullable().default(null),
    fqdns: z.array(fqdnField()).max(5000).default([]),
    cidrs: z
      .array(z.string().trim().toLowerCase().refine(validCidr, DomainLensMessages.invalidSubnet))
      .max(5000)
      .default([]),
    subnetServiceTrees: z.array(SubnetServiceTreeInputSchema).max(5000).default([]),
    publicDescription: publishedText(2000).default(''),
    internalDescription: z.string().max(2000).default(''),
  })
  .superRefine((set, ctx) => {
    if (!set.isDeleted && set.fqdns.length === 0 && set.cidrs.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['fqdns'], message: DomainLensMessages.fqdnOrSubnetRequired });
    }
    if (!set.isRequired && set.optionalFunctionality.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['optionalFunctionality'],
        message: DomainLensMessages.missingRequired,
      });
    }
    duplicates(set.fqdns).forEach((i) =>
      ctx.addIssue({ code: 'custom', path: ['fqdns', i], message: DomainLensMessages.fqdnExists }),
    );
    duplicates(set.cidrs).forEach((i) =>
      ctx.addIssue({ code: 'custom', path: ['cidrs', i], message: DomainLensMessages.subnetExists }),
    );
    const subnets = set.subnetServiceTrees.map(subnetOfAssignment);
    const listed = new Set(set.cidrs);
    subnets.forEach((subnet, i) => {
      if (!listed.has(subnet))
        ctx.addIssue({
          code: 'custom',
          path: ['subnetServiceTrees', i, 'ipAddressRaw'],
          message: DomainLensMessages.subnetNotInSet,
        });
    });
    duplicates(subnets).forEach((i) =>
      ctx.addIssue({
        code: 'custom',
        path: ['subnetServiceTrees', i, 'ipAddressRaw'],
        message: DomainLensMessages.subnetExists,
      }),
    );
  });
export type EndpointSetInput = z.output<typeof EndpointSetInputSchema>;

/** Indexes of the entries that repeat an earlier one. */
export function duplicates(list: readonly string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  list.forEach((v, i) => (seen.has(v) ? out.push(i) : seen.add(v)));
  return out;
}

/** An internal IP set (of an Internal workload) needs a subnet; the server knows the workload's type. */
export function internalSetIssue(set: Pick<EndpointSetInput, 'cidrs' | 'isDeleted'>, workloadType: string) {
  return workloadType === 'Internal' && !set.isDeleted && set.cidrs.length === 0
    ? { path: 'endpointSet.cidrs', message: DomainLensMessages.internalNeedsSubnet }
    : null;
}

const isoDate = z.iso.date({ error: DomainLensMessages.invalidDate });

/** The earliest effective date of an addition published on `publishedAt` (YYYY-MM-DD). */
export function earliestAdditionDate(publishedAt: Date): string {
  return new Date(publishedAt.getTime() + AdditionNoticeDays * 86_400_000).toISOString().slice(0, 10);
}

/** Where an imported IP range comes from: the organisation's IPAM, ARIN allocations, BYOIP. */
export const IpRangeSourceSchema = z.enum(['IPAM', 'ARIN', 'BYOIP']);
export type IpRangeSource = z.infer<typeof IpRangeSourceSchema>;

/** An IP range of an operator-imported registry, with its tags (IPAM) and owner. */
export const IpRangeSchema = z
  .object({
    cidr: z.string().trim().toLowerCase().refine(validCidr, 'The IP subnet is not valid CIDR.'),
    tags: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    owner: z.string().trim().max(300).default(''),
  })
  .meta({ id: 'DomainLensIpRange' });
export type IpRange = z.output<typeof IpRangeSchema>;

/** Saves a draft: a new change (no id) or an edit of the caller's loaded version of one. */
export const UpsertDraftBodySchema = z
  .object({
    id: z.string().uuid().optional(),
    /** The version the edit was made on; required with `id`. */
    version: z.number().int().positive().optional(),
    /** The endpoint set changed; absent for a new endpoint set. */
    endpointSetInternalId: z.string().uuid().optional(),
    endpointSet: EndpointSetInputSchema,
    changeReason: required(2000, DomainLensMessages.changeReasonRequired),
    internalChange: z.boolean().default(false),
    serviceTreeIdAdditions: z.array(z.string().uuid()).max(100).default([]),
    serviceTreeIdRemovals: z.array(z.string().uuid()).max(100).default([]),
    addEffectiveDate: isoDate.nullable().default(null),
    removeEffectiveDate: isoDate.nullable().default(null),
    /** The author asks for the council's review; the policy may require it anyway. */
    isRequireChangeCouncilApproval: z.boolean().default(true),
    /** A concrete FQDN for each added wildcard of the set (wildcard → exemplar). */
    wildcardExemplars: z
      .record(z.string().trim().toLowerCase().max(253), z.string().trim().toLowerCase().max(253))
      .default({}),
  })
  .superRefine((body, ctx) => {
    if (body.id && body.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: DomainLensMessages.missingRequired });
    }
    if (body.addEffectiveDate && body.addEffectiveDate < earliestAdditionDate(new Date())) {
      ctx.addIssue({
        code: 'custom',
        path: ['addEffectiveDate'],
        message: DomainLensMessages.effectiveDateTooSoon,
      });
    }
    const wildcards = new Set(body.endpointSet.fqdns.filter(isWildcardFqdn));
    for (const [wildcard, exemplar] of Object.entries(body.wildcardExemplars)) {
      const path = ['wildcardExemplars', wildcard];
      if (!wildcards.has(wildcard)) {
        ctx.addIssue({ code: 'custom', path, message: DomainLensMessages.exemplarNotWildcard });
      } else if (!validFqdn(exemplar) || !wildcardCovers(wildcard, exemplar)) {
        ctx.addIssue({ code: 'custom', path, message: DomainLensMessages.exemplarNotCovered });
      }
    }
  });
export type UpsertDraftBody = z.output<typeof UpsertDraftBodySchema>;

/** Every other workflow action: the change, the version the caller saw, and a note. */
export const ChangeActionBodySchema = z.object({
  id: z.string().uuid(),
  version: z.number().int().positive().optional(),
  note: nullAsAbsent(z.string().trim().max(2000).default('')),
});
export type ChangeActionBody = z.output<typeof ChangeActionBodySchema>;

/** A new workload: id, security group, champion e-mail and property groups are required. */
export const WorkloadBodySchema = z.object({
  id: required(100),
  workloadChampName: z.string().trim().max(200).default(''),
  workloadChampSecurityGroup: required(200),
  workloadChampEmail: z.email({ error: DomainLensMessages.missingRequired }).max(320),
  serviceArea: required(100),
  serviceAreaDisplayName: publishedText(200).default(''),
  propertyGroups: z
    .array(z.string().trim().min(1).max(200), { error: DomainLensMessages.missingRequired })
    .min(1, DomainLensMessages.missingRequired)
    .max(50),
  workloadType: z.enum(['Internal', 'External'], { error: DomainLensMessages.missingRequired }),
});
export type WorkloadBody = z.output<typeof WorkloadBodySchema>;
