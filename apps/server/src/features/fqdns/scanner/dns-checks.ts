import type { DnsAnswer, DnsNoAnswer } from './dns.js';
import { failed, pass, warning, type Verdict } from './types.js';

export type Lookup = DnsAnswer | DnsNoAnswer;

/** The addresses of `type` in an answer (the resolver has followed any CNAME chain). */
export function addressesOf(lookup: Lookup, type: 'A' | 'AAAA'): string[] {
  if (!lookup.ok) return [];
  return lookup.answers.flatMap((a) => (a.type === type && typeof a.data === 'string' ? [a.data] : []));
}

const RcodeText: Record<string, string> = {
  NXDOMAIN: 'the name does not exist (NXDOMAIN)',
  SERVFAIL: 'the DNS server failed the query (SERVFAIL)',
  REFUSED: 'the DNS server refused the query (REFUSED)',
};
const rcodeText = (rcode: string) => RcodeText[rcode] ?? `the DNS server answered ${rcode}`;

const listed = (items: readonly string[]) =>
  items.length <= 4 ? items.join(', ') : `${items.slice(0, 4).join(', ')} and ${items.length - 4} more`;

/** IPv4 (A) or IPv6 (AAAA): a missing A record fails, a missing AAAA record is a warning. */
export function addressFamilyCheck(lookup: Lookup, type: 'A' | 'AAAA'): Verdict {
  if (!lookup.ok) return warning(`could not look up the ${type} record: ${lookup.message}`);
  const found = addressesOf(lookup, type);
  const record = `${type} record${found.length === 1 ? '' : 's'}`;
  if (found.length > 0) return pass(`${found.length} ${record}: ${listed(found)}`);
  const why = lookup.rcode === 'NOERROR' ? '' : `: ${rcodeText(lookup.rcode)}`;
  return (type === 'A' ? failed : warning)(`no ${type} record${why}`);
}

/** DNS resolve: the name resolves to at least one address. A failed lookup (time-out) is a warning. */
export function resolveCheck(a: Lookup, aaaa: Lookup): Verdict {
  const addresses = [...addressesOf(a, 'A'), ...addressesOf(aaaa, 'AAAA')];
  const answered = [a, aaaa].find((l): l is DnsAnswer => l.ok);
  if (addresses.length > 0) {
    const cname = answered?.answers.find((r) => r.type === 'CNAME');
    const via = cname?.type === 'CNAME' ? ` through CNAME ${cname.data}` : '';
    return pass(`resolves${via} to ${listed(addresses)}`);
  }
  if (!answered) return warning(`could not resolve the name: ${(a as DnsNoAnswer).message}`);
  if (answered.rcode !== 'NOERROR') return failed(`does not resolve: ${rcodeText(answered.rcode)}`);
  return failed('does not resolve: no A or AAAA record');
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
  if (!answer) return warning(`could not check DNSSEC: ${(a as DnsNoAnswer).message}`);
  if (answer.rcode === 'SERVFAIL') {
    return failed(
      'the resolver answered SERVFAIL, as a validating resolver does when the signatures do not verify',
    );
  }
  if (answer.rcode !== 'NOERROR') return failed(`not checked: ${rcodeText(answer.rcode)}`);
  if (answer.authenticated) return pass("the resolver validated the answer's DNSSEC signatures (AD flag)");
  if (answer.answers.some((r) => r.type === 'RRSIG')) {
    return warning(
      `the answer is signed (RRSIG) but the resolver ${answer.server} did not validate it (no AD flag): is it a validating resolver?`,
    );
  }
  return failed('the answer is not signed: no RRSIG record and no AD flag');
}
