import {
  englishText,
  isWildcardFqdn,
  localized,
  phrase,
  type LocalizedMessage,
  type MessagePart,
  type ValidationSeverity,
  type ValidationTestId,
  type ValidationTestResult,
} from '@netlens/core';
import { overlaps, parseSubnet, type Subnet } from './cidr.js';
import type { FailedLookup } from './dns.js';
import type { ChangeValidationInput, EndpointSetInput } from './input.js';

/** The English text of a message, as the API's `reason` keeps it. */
export { englishText };

/** The key of a test's sentence or phrase in the string tables: `domainlens.reasons.{test}.{name}`. */
export const reasonKey = (test: ValidationTestId | 'dns' | 'exemplarDns', name: string) =>
  `domainlens.reasons.${test}.${name}`;

/** A phrase of a test's reason (an item of one of its lists). */
export const reasonPhrase = (
  test: Parameters<typeof reasonKey>[0],
  name: string,
  params?: MessagePart['params'],
): MessagePart => phrase(reasonKey(test, name), params);

/** Why a name did not resolve, as an item of a reason: "could not resolve x (timed out after 2000 ms)". */
export const lookupFailure = (l: FailedLookup): MessagePart =>
  reasonPhrase('dns', l.failure, { name: l.name, ms: l.timeoutMs });

/** Why a wildcard's exemplar did not resolve: "*.x (could not resolve a.x (…))". */
export const exemplarFailure = (wildcard: string, l: FailedLookup): MessagePart =>
  reasonPhrase('exemplarDns', l.failure, { wildcard, name: l.name, ms: l.timeoutMs });

/**
 * A test's result: its reason is the sentence `name` of the test's strings with `params` (kept as
 * the message, and in English as the reason); details keep only their non-empty lists, and are
 * left out when none is.
 */
export function result(
  test: ValidationTestId,
  severity: ValidationSeverity,
  name: string,
  params?: LocalizedMessage['params'],
  details?: Record<string, string[]>,
): ValidationTestResult {
  const message = localized(reasonKey(test, name), params);
  const reason = englishText(message);
  const clean = details && Object.fromEntries(Object.entries(details).filter(([, v]) => v.length > 0));
  return clean && Object.keys(clean).length > 0
    ? { test, severity, reason, message, details: clean }
    : { test, severity, reason, message };
}

/** An FQDN as the tests compare it: trimmed, lower case, without the final dot. */
export const normFqdn = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
/** A wildcard FQDN in any of its forms (the core rule): never looked up itself. */
export const isWildcard = isWildcardFqdn;
/** A subnet as the tests compare it (its canonical form); the trimmed text when it is not one. */
export const cidrKey = (cidr: string) => parseSubnet(cidr)?.key ?? cidr.trim();

export const uniq = (values: Iterable<string>) => [...new Set(values)];

/** The subnets among `cidrs`, leaving out what does not parse. */
export function subnetsOf(cidrs: readonly string[]): Subnet[] {
  return cidrs.map(parseSubnet).filter((s): s is Subnet => s !== null);
}

/** Each of `mine` that overlaps one of `theirs`, with the first it overlaps, in the order of `mine`. */
export function overlapsWith(mine: readonly Subnet[], theirs: readonly Subnet[]): [Subnet, Subnet][] {
  return mine.flatMap((s) => {
    const hit = theirs.find((t) => overlaps(s, t));
    return hit ? [[s, hit] as [Subnet, Subnet]] : [];
  });
}

/** The published sets of the proposed set's instance other than the set itself. */
export function otherSetsOfInstance(input: ChangeValidationInput): EndpointSetInput[] {
  return input.otherPublishedSets.filter(
    (s) => s.instance === input.proposed.instance && s.id !== input.proposed.id,
  );
}

/**
 * The organisation's imported IP ranges that are valid subnets, with their tags; only those from
 * IPAM when `onlyIpam`.
 */
export function organisationRanges(input: ChangeValidationInput, onlyIpam = false) {
  return input.ipRanges.flatMap((r) => {
    if (onlyIpam && r.source !== 'IPAM') return [];
    const subnet = parseSubnet(r.cidr);
    return subnet ? [{ subnet, tags: r.tags }] : [];
  });
}
