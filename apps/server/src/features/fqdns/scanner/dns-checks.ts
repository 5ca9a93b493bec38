import type { DnsAnswer, DnsNoAnswer } from './dns.js';
import { failed, pass, verdictPhrase, warning, type Verdict } from './types.js';

export type Lookup = DnsAnswer | DnsNoAnswer;

/** The addresses of `type` in an answer (the resolver has followed any CNAME chain). */
export function addressesOf(lookup: Lookup, type: 'A' | 'AAAA'): string[] {
  if (!lookup.ok) return [];
  return lookup.answers.flatMap((a) => (a.type === type && typeof a.data === 'string' ? [a.data] : []));
}

/** What a DNS answer's code means, as a value of a verdict. */
const rcodeText = (rcode: string) =>
  ['NXDOMAIN', 'SERVFAIL', 'REFUSED'].includes(rcode)
    ? verdictPhrase(`rcode.${rcode}`)
    : verdictPhrase('rcode.other', { rcode });

const listed = (items: readonly string[]) =>
  items.length <= 4 ? items.join(', ') : `${items.slice(0, 4).join(', ')} and ${items.length - 4} more`;

/** IPv4 (A) or IPv6 (AAAA): a missing A record fails, a missing AAAA record is a warning. */
export function addressFamilyCheck(lookup: Lookup, type: 'A' | 'AAAA'): Verdict {
  if (!lookup.ok) return warning('lookupFailed', { type, detail: lookup.message });
  const found = addressesOf(lookup, type);
  if (found.length > 0) return pass('records', { count: found.length, type, addresses: listed(found) });
  const missing = type === 'A' ? failed : warning;
  if (lookup.rcode === 'NOERROR') return missing('noRecord', { type });
  return missing('noRecordBecause', { type, rcode: rcodeText(lookup.rcode) });
}

/** DNS resolve: the name resolves to at least one address. A failed lookup (time-out) is a warning. */
export function resolveCheck(a: Lookup, aaaa: Lookup): Verdict {
  const addresses = [...addressesOf(a, 'A'), ...addressesOf(aaaa, 'AAAA')];
  const answered = [a, aaaa].find((l): l is DnsAnswer => l.ok);
  if (addresses.length > 0) {
    const cname = answered?.answers.find((r) => r.type === 'CNAME');
    if (cname?.type === 'CNAME')
      return pass('resolvesThrough', { cname: String(cname.data), addresses: listed(addresses) });
    return pass('resolves', { addresses: listed(addresses) });
  }
  if (!answered) return warning('resolveFailed', { detail: (a as DnsNoAnswer).message });
  if (answered.rcode !== 'NOERROR') return failed('notResolving', { rcode: rcodeText(answered.rcode) });
  return failed('noAddress');
}

/**
 * DNSSEC, as the configured resolver sees it: queries carry the DO bit, so a validating resolver
 * sets AD on an answer whose signatures it verified and answers SERVFAIL for a bogus one; a
 * non-validating resolver passes the RRSIG records on without AD. Pass: AD set. Warning: signed
 * (RRSIG) but not validated by the resolver. Failed: unsigned, SERVFAIL or NXDOMAIN.
 */
export function dnssecCheck(a: Lookup, aaaa: Lookup): Verdict {
  const answers = [a, aaaa].filter((l): l is DnsAnswer => l.ok);
  const answer =
    answers.find((l) => addressesOf(l, 'A').length + addressesOf(l, 'AAAA').length > 0) ?? answers[0];
  if (!answer) return warning('dnssecFailed', { detail: (a as DnsNoAnswer).message });
  if (answer.rcode === 'SERVFAIL') return failed('dnssecServfail');
  if (answer.rcode !== 'NOERROR') return failed('dnssecNotChecked', { rcode: rcodeText(answer.rcode) });
  if (answer.authenticated) return pass('dnssecValidated');
  if (answer.answers.some((r) => r.type === 'RRSIG'))
    return warning('dnssecNotValidated', { server: answer.server });
  return failed('dnssecUnsigned');
}
