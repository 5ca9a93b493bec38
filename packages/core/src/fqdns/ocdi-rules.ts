import { isWildcardFqdn, validFqdn } from '../domainlens/rules.js';
import { OcdiLowSampleCount, OcdiMaxFqdns, OcdiSuffix, type OcdiInput } from './ocdi.js';

/**
 * The OCDI association rules (spec 2 §5), each a pure function: the web panel shows them as the
 * input changes, the server checks them again (with what only it knows) inside the transaction
 * that stores. A rule's message is `fqdns.ocdi.rules.<rule>` with the names concerned.
 */
export type OcdiRule =
  | 'ocdiEmpty'
  | 'legacyEmpty'
  | 'stageEmpty'
  | 'gaDateEmpty'
  | 'format'
  | 'duplicate'
  | 'mustBeOcdi'
  | 'mustNotBeOcdi'
  | 'level'
  | 'wildcardReview'
  | 'serviceTreeMatch'
  | 'lowSample'
  | 'conflict'
  | 'tooMany'
  | 'sameInstance'
  | 'noServiceTree'
  | 'sameServiceTree'
  | 'superWildcard'
  | 'existingAssociation'
  | 'attestation';

/** error: refused; warning: shown, allowed; review: allowed, the reviewer must confirm it. */
export type OcdiSeverity = 'error' | 'warning' | 'review';

export interface OcdiIssue {
  rule: OcdiRule;
  severity: OcdiSeverity;
  /** The FQDNs or OCDI names concerned (empty for a missing value). */
  names: string[];
  /** Further values of the message (`suggestion`, `min`, `serviceTree`). */
  params?: Record<string, string | number>;
}

/** What the rules know of one selected legacy FQDN. */
export interface OcdiLegacyFacts {
  domainName: string;
  instance: string;
  serviceTreeId: string | null;
  isWildcard: boolean;
  sampleCount: number;
  /** The association it already belongs to, if any. */
  associationId: string | null;
}

/** What only the server knows: OCDI names in the inventory and names other associations hold. */
export interface OcdiRecordFacts {
  /** OCDI names of the same instance already in the FQDN inventory, with their service tree. */
  inventory: Map<string, string | null>;
  /** OCDI names held by an association, by that association's id. */
  taken: Map<string, string>;
}

export interface OcdiCandidate {
  input: Pick<OcdiInput, 'ocdiDomains' | 'transitionStatus' | 'gaDate' | 'attested' | 'submit'>;
  legacy: OcdiLegacyFacts[];
  /** The association being edited (its own FQDNs and names are no conflict). */
  selfId?: string | null;
  records?: OcdiRecordFacts;
}

const issue = (
  rule: OcdiRule,
  names: string[],
  severity: OcdiSeverity = 'error',
  params?: OcdiIssue['params'],
): OcdiIssue | null =>
  names.length ? { rule, severity, names: [...new Set(names)], ...(params ? { params } : {}) } : null;
const missing = (rule: OcdiRule, empty: boolean): OcdiIssue | null =>
  empty ? { rule, severity: 'error', names: [] } : null;

/** The comma-separated OCDI input as names (trimmed, lower case, blanks dropped). */
export const parseOcdiDomains = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const base = (name: string) => name.replace(/^\*\./, '');
/** Whether a name lies under cloud.microsoft (or is it). */
export const isOcdiName = (name: string) =>
  base(name) === OcdiSuffix || base(name).endsWith(`.${OcdiSuffix}`);

export const ocdiEmpty = (names: string[]) => missing('ocdiEmpty', names.length === 0);
export const legacyEmpty = (legacy: OcdiLegacyFacts[]) => missing('legacyEmpty', legacy.length === 0);
export const stageEmpty = (stage: string) => missing('stageEmpty', !stage);
export const gaDateEmpty = (date: string) => missing('gaDateEmpty', !date.trim());

/** Each OCDI entry must be a domain name. */
export const format = (names: string[]) =>
  issue(
    'format',
    names.filter((n) => !validFqdn(n)),
  );

/** No name twice in the input. */
export const duplicate = (names: string[]) =>
  issue(
    'duplicate',
    names.filter((n, i) => names.indexOf(n) !== i),
  );

/** Legacy and OCDI are not mixed: every OCDI entry is under cloud.microsoft… */
export const mustBeOcdi = (names: string[]) =>
  issue(
    'mustBeOcdi',
    names.filter((n) => validFqdn(n) && !isOcdiName(n)),
  );

/** …and no selected legacy FQDN is. */
export const mustNotBeOcdi = (legacy: OcdiLegacyFacts[]) =>
  issue(
    'mustNotBeOcdi',
    legacy.filter((f) => isOcdiName(f.domainName)).map((f) => f.domainName),
  );

/** cloud.microsoft itself (or a wildcard of it) is not a name to move to: third level or deeper. */
export const level = (names: string[]) =>
  issue(
    'level',
    names.filter((n) => validFqdn(n) && isOcdiName(n) && base(n).split('.').length < 3),
  );

/** Wildcard names (OCDI or legacy) are allowed, but the connectivity champion must review them. */
export const wildcardReview = (names: string[], legacy: OcdiLegacyFacts[]) =>
  issue(
    'wildcardReview',
    [...names.filter(isWildcardFqdn), ...legacy.filter((f) => f.isWildcard).map((f) => f.domainName)],
    'review',
  );

/** The legacy FQDNs' one service tree, when they have exactly one. */
export function groupServiceTree(legacy: OcdiLegacyFacts[]): string | null {
  const trees = new Set(legacy.map((f) => f.serviceTreeId));
  const [only] = trees;
  return trees.size === 1 && only ? only : null;
}

/** An OCDI name already in the inventory must belong to the legacy FQDNs' service tree. */
export function serviceTreeMatch(names: string[], legacy: OcdiLegacyFacts[], records?: OcdiRecordFacts) {
  const tree = groupServiceTree(legacy);
  if (!records || !tree) return null;
  return issue(
    'serviceTreeMatch',
    names.filter((n) => records.inventory.has(n) && records.inventory.get(n) !== tree),
    'error',
    { serviceTree: tree },
  );
}

/** Few samples seen for a legacy FQDN: a warning, not a refusal (wildcards are never sampled). */
export const lowSample = (legacy: OcdiLegacyFacts[]) =>
  issue(
    'lowSample',
    legacy.filter((f) => !f.isWildcard && f.sampleCount < OcdiLowSampleCount).map((f) => f.domainName),
    'warning',
    { min: OcdiLowSampleCount },
  );

/** An OCDI name another association holds. */
export const conflict = (names: string[], selfId: string | null, records?: OcdiRecordFacts) =>
  issue(
    'conflict',
    names.filter((n) => {
      const holder = records?.taken.get(n);
      return holder !== undefined && holder !== selfId;
    }),
  );

/** The wildcard to suggest for a large group: the deepest parent all names share (two labels or more). */
export function suggestWildcard(names: string[]): string | null {
  if (names.length === 0) return null;
  const split = names.map((n) => base(n).split('.').reverse());
  const shared: string[] = [];
  for (let i = 0; split.every((s) => s.length > i + 1 && s[i] === split[0]![i]); i++)
    shared.push(split[0]![i]!);
  return shared.length >= 2 ? `*.${shared.reverse().join('.')}` : null;
}

/** At most 100 FQDNs per association, with a wildcard suggested instead. */
export function tooMany(legacy: OcdiLegacyFacts[]): OcdiIssue | null {
  if (legacy.length <= OcdiMaxFqdns) return null;
  const suggestion = suggestWildcard(legacy.map((f) => f.domainName)) ?? '*.example.com';
  return {
    rule: 'tooMany',
    severity: 'error',
    names: [],
    params: { count: legacy.length, max: OcdiMaxFqdns, suggestion },
  };
}

/** The names whose value of `key` differs from the first FQDN's. */
const differing = (legacy: OcdiLegacyFacts[], key: 'instance' | 'serviceTreeId') =>
  legacy.filter((f) => f[key] !== legacy[0]![key]).map((f) => f.domainName);

/** One instance per association. */
export const sameInstance = (legacy: OcdiLegacyFacts[]) =>
  legacy.length ? issue('sameInstance', differing(legacy, 'instance')) : null;

/** Every legacy FQDN has a service tree… */
export const noServiceTree = (legacy: OcdiLegacyFacts[]) =>
  issue(
    'noServiceTree',
    legacy.filter((f) => !f.serviceTreeId).map((f) => f.domainName),
  );

/** …and the same one. */
export function sameServiceTree(legacy: OcdiLegacyFacts[]) {
  const withTree = legacy.filter((f) => f.serviceTreeId);
  return withTree.length ? issue('sameServiceTree', differing(withTree, 'serviceTreeId')) : null;
}

/** A wildcard over a whole registered domain (`*.contoso.com`) or wider is never associated. */
export const superWildcard = (legacy: OcdiLegacyFacts[]) =>
  issue(
    'superWildcard',
    legacy.filter((f) => f.isWildcard && base(f.domainName).split('.').length < 3).map((f) => f.domainName),
  );

/** A legacy FQDN belongs to one association at most. */
export const existingAssociation = (legacy: OcdiLegacyFacts[], selfId: string | null) =>
  issue(
    'existingAssociation',
    legacy.filter((f) => f.associationId && f.associationId !== selfId).map((f) => f.domainName),
  );

/** Submitting needs the attestation checkbox. */
export const attestation = (input: OcdiCandidate['input']) =>
  missing('attestation', input.submit && !input.attested);

/** Every rule over one candidate, in the order the panel lists them. */
export function checkOcdi(c: OcdiCandidate): OcdiIssue[] {
  const names = parseOcdiDomains(c.input.ocdiDomains);
  const selfId = c.selfId ?? null;
  return [
    legacyEmpty(c.legacy),
    tooMany(c.legacy),
    sameInstance(c.legacy),
    noServiceTree(c.legacy),
    sameServiceTree(c.legacy),
    superWildcard(c.legacy),
    existingAssociation(c.legacy, selfId),
    mustNotBeOcdi(c.legacy),
    ocdiEmpty(names),
    format(names),
    duplicate(names),
    mustBeOcdi(names),
    level(names),
    serviceTreeMatch(names, c.legacy, c.records),
    conflict(names, selfId, c.records),
    stageEmpty(c.input.transitionStatus),
    gaDateEmpty(c.input.gaDate),
    attestation(c.input),
    lowSample(c.legacy),
    wildcardReview(names, c.legacy),
  ].filter((i): i is OcdiIssue => i !== null);
}

/** The refusals among the issues. */
export const ocdiErrors = (issues: OcdiIssue[]) => issues.filter((i) => i.severity === 'error');

/** An issue's message key and values, for `translate` or the web app's `t`. */
export const ocdiMessage = (i: OcdiIssue) =>
  [`fqdns.ocdi.rules.${i.rule}`, { names: i.names.join(', '), ...i.params }] as const;
