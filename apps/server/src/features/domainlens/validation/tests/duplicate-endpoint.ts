import { listParam, type MessagePart, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { normFqdn, otherSetsOfInstance, overlapsWith, reasonPhrase, result, subnetsOf } from '../helpers.js';
import type { EndpointSetInput } from '../input.js';
import { parsePorts, sharedPorts, type PortRange } from '../ports.js';

interface SetPorts {
  tcp: PortRange[];
  udp: PortRange[];
}
const portsOf = (set: EndpointSetInput): SetPorts => ({
  tcp: parsePorts(set.tcpPorts).ports,
  udp: parsePorts(set.udpPorts).ports,
});

/** The ports two sets share: "TCP 443", "UDP 3480-3481". */
function sharedPortLabels(a: SetPorts, b: SetPorts): string[] {
  return [
    ...sharedPorts(a.tcp, b.tcp).map((p) => `TCP ${p}`),
    ...sharedPorts(a.udp, b.udp).map((p) => `UDP ${p}`),
  ];
}

/**
 * Duplicate URL:port or IP:port (Blocking): an FQDN of the set, or a subnet overlapping one,
 * published on a shared port by another set of the instance.
 */
export function duplicateEndpoint({ input, sets }: ValidationContext): ValidationTestResult {
  const mine = portsOf(input.proposed);
  const duplicates: string[] = [];
  const items: MessagePart[] = [];
  const mySubnets = subnetsOf(sets.proposedCidrs);
  for (const other of otherSetsOfInstance(input)) {
    const ports = sharedPortLabels(mine, portsOf(other));
    if (ports.length === 0) continue;
    const theirFqdns = new Set(other.fqdns.map(normFqdn));
    for (const f of sets.proposedFqdns) {
      if (!theirFqdns.has(f)) continue;
      duplicates.push(`${f} on ${ports.join(', ')} (also in set ${other.id})`);
      items.push(
        reasonPhrase('DuplicateEndpoint', 'fqdn', { fqdn: f, ports: ports.join(', '), set: other.id }),
      );
    }
    for (const [s, hit] of overlapsWith(mySubnets, subnetsOf(other.cidrs))) {
      duplicates.push(`${s.text} on ${ports.join(', ')} (${hit.text} in set ${other.id})`);
      const params = { subnet: s.text, ports: ports.join(', '), other: hit.text, set: other.id };
      items.push(reasonPhrase('DuplicateEndpoint', 'subnet', params));
    }
  }
  if (duplicates.length === 0)
    return result('DuplicateEndpoint', 'Pass', 'pass', { instance: input.proposed.instance });
  return result(
    'DuplicateEndpoint',
    'Blocking',
    'blocking',
    { duplicates: listParam(items) },
    { duplicates },
  );
}
