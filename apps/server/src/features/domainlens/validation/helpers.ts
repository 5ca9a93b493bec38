import {
  isWildcardFqdn,
  type ValidationSeverity,
  type ValidationTestId,
  type ValidationTestResult,
} from '@netlens/core';
import { overlaps, parseSubnet, type Subnet } from './cidr.js';
import type { ChangeValidationInput, EndpointSetInput } from './input.js';

/** Items a reason names before "and N more" (the details keep the full list). */
const REASON_LIST_LIMIT = 10;

/** "a, b and c", at most REASON_LIST_LIMIT items then "and N more". */
export function listOf(items: readonly string[]): string {
  const shown = items.slice(0, REASON_LIST_LIMIT);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** "1 endpoint", "2 endpoints". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The parts that are not blank, joined by "; " as a sentence starting with a capital. */
export const sentence = (parts: readonly string[]) =>
  `${parts.filter(Boolean).join('; ')}.`.replace(/^./, (c) => c.toUpperCase());

/** A test's result; details keep only their non-empty lists, and are left out when none is. */
export function result(
  test: ValidationTestId,
  severity: ValidationSeverity,
  reason: string,
  details?: Record<string, string[]>,
): ValidationTestResult {
  const clean = details && Object.fromEntries(Object.entries(details).filter(([, v]) => v.length > 0));
  return clean && Object.keys(clean).length > 0
    ? { test, severity, reason, details: clean }
    : { test, severity, reason };
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
