// Test fixtures of Domain Lens: DNS servers on loopback for the validation tests, and the three
// signed-in roles of the change workflow.
import { createSocket, type Socket } from 'node:dgram';
import dns2 from 'dns2';
import type { ChangeValidationInput } from '../features/domainlens/validation/input.js';
import type { TestApp } from './harness.js';
import { Browser, seedOrg, seedUser } from './identity-helpers.js';

const { Packet } = dns2;

/** A zone: name → its A and AAAA addresses. */
export type Zone = Record<string, { a?: string[]; aaaa?: string[] }>;

/** A small authoritative DNS server on loopback (UDP): the zone's records, NXDOMAIN for the rest. */
export function startZoneServer(zone: Zone): Promise<Socket> {
  const socket = createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    const request = Packet.parse(msg);
    const question = request.questions?.[0];
    if (!question) return;
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const name = String(question.name).toLowerCase().replace(/\.$/, '');
    const records = zone[name];
    if (!records)
      response.header.rcode = 3; // NXDOMAIN
    else if (question.type === Packet.TYPE.A) {
      for (const address of records.a ?? []) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { type: Packet.TYPE.A, ttl: 0, address }),
        );
      }
    } else if (question.type === Packet.TYPE.AAAA) {
      for (const address of records.aaaa ?? []) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { type: Packet.TYPE.AAAA, ttl: 0, address }),
        );
      }
    }
    socket.send(response.toBuffer(), rinfo.port, rinfo.address);
  });
  return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve(socket)));
}

/** A server that takes every query and never answers. */
export function startSilentServer(): Promise<Socket> {
  const socket = createSocket('udp4');
  socket.on('message', () => undefined);
  return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve(socket)));
}

export const closeSocket = (socket: Socket) => new Promise<void>((resolve) => socket.close(() => resolve()));

/** The workflow's roles: an author, the workload champion and the change council. */
export type DomainLensRole = 'author' | 'champ' | 'council';

/** Seeds organisation contoso with one signed-in browser per role. */
export async function signInDomainLensRoles(t: TestApp): Promise<Record<DomainLensRole, Browser>> {
  await seedOrg(t, 'contoso');
  const groups: Record<DomainLensRole, string[]> = {
    author: ['netlens-domain-lens'],
    champ: ['netlens-domain-lens', 'netlens-workload-champions'],
    council: ['netlens-domain-lens', 'netlens-connectivity-champions'],
  };
  const browsers = {} as Record<DomainLensRole, Browser>;
  for (const who of ['author', 'champ', 'council'] as const) {
    await seedUser(t, 'contoso', who, groups[who]);
    browsers[who] = new Browser(t);
    await browsers[who].signIn(who);
  }
  return browsers;
}

/** The Exchange workload as the change council adds it; its champions' security group is `exchange-champs`. */
export const ExchangeWorkload = {
  id: 'Exchange',
  workloadChampName: 'Champ',
  workloadChampSecurityGroup: 'exchange-champs',
  workloadChampEmail: 'champ@contoso.example',
  serviceArea: 'Exchange',
  serviceAreaDisplayName: 'Exchange Online',
  propertyGroups: ['M365'],
  workloadType: 'External',
};

/** A change detail that adds and removes nothing, for the validation engine's inputs. */
export const emptyChangeDetail = (): ChangeValidationInput['change'] => ({
  addedFqdns: [],
  removedFqdns: [],
  addedCidrs: [],
  removedCidrs: [],
  addedServiceTreeIds: [],
  removedServiceTreeIds: [],
  expectedPublishDate: null,
  wildcardExemplars: {},
});
