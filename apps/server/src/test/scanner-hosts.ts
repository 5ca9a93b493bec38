// Test hosts of the FQDN scanner, on loopback or inside network namespaces: a DNS resolver
// answering a made-up zone (with the DNSSEC flags a validating resolver would set), TLS servers
// choosing a certificate by SNI, a plain TCP listener, and the certificates made with openssl.
import { execFileSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { createServer as createTcp, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createSecureContext, createServer as createTls, type SecureContext } from 'node:tls';
import * as dnsPacket from 'dns-packet';

/**
 * One name of the zone. `signed`: its answers carry an RRSIG record; `validated`: the resolver
 * sets AD (it verified the signatures); `bogus`: the resolver answers SERVFAIL, as a validating
 * resolver does when the signatures do not verify.
 */
export interface ZoneName {
  a?: string[];
  aaaa?: string[];
  cname?: string;
  signed?: boolean;
  validated?: boolean;
  bogus?: boolean;
}
export type ScannerZone = Record<string, ZoneName>;

const NXDOMAIN = 3;
const SERVFAIL = 2;

const rrsig = (name: string, typeCovered: string): dnsPacket.Answer => ({
  type: 'RRSIG',
  name,
  ttl: 60,
  data: {
    typeCovered,
    algorithm: 13,
    labels: name.split('.').length,
    originalTTL: 60,
    expiration: Math.floor(Date.now() / 1000) + 86_400,
    inception: Math.floor(Date.now() / 1000) - 3600,
    keyTag: 12345,
    signersName: name.split('.').slice(-2).join('.'),
    signature: Buffer.alloc(64, 7),
  },
});

/** The answer to one question from the zone. */
function answer(zone: ScannerZone, query: dnsPacket.DecodedPacket): Buffer {
  const q = query.questions![0]!;
  let name = q.name.toLowerCase().replace(/\.$/, '');
  const answers: dnsPacket.Answer[] = [];
  let entry = zone[name];
  const asked = entry;
  if (entry?.cname) {
    answers.push({ type: 'CNAME', name, ttl: 60, data: entry.cname });
    name = entry.cname;
    entry = zone[name];
  }
  let rcode = entry ? 0 : NXDOMAIN;
  if (asked?.bogus) rcode = SERVFAIL;
  else if (entry) {
    const addresses = q.type === 'A' ? (entry.a ?? []) : q.type === 'AAAA' ? (entry.aaaa ?? []) : [];
    for (const data of addresses) answers.push({ type: q.type as 'A', name, ttl: 60, data });
    if (entry.signed && addresses.length > 0) answers.push(rrsig(name, q.type));
  }
  const ad = rcode === 0 && asked?.validated ? dnsPacket.AUTHENTIC_DATA : 0;
  return dnsPacket.encode({
    type: 'response',
    id: query.id,
    flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | ad | rcode,
    questions: query.questions,
    answers: rcode === 0 ? answers : [],
  });
}

/** A resolver on UDP `host`:`port` (0: any free port) answering from `zone`. */
export function startZoneResolver(zone: ScannerZone, host = '127.0.0.1', port = 0) {
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.on('message', (msg, rinfo) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return;
    }
    if (query.type !== 'query' || !query.questions?.length) return;
    socket.send(answer(zone, query), rinfo.port, rinfo.address);
  });
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) =>
    socket.bind(port, host, () =>
      resolve({
        port: socket.address().port,
        close: () => new Promise<void>((done) => socket.close(() => done())),
      }),
    ),
  );
}

/** Certificate files made by `makeCertificates`: the CA and one key pair per leaf. */
export interface ScannerCertificates {
  dir: string;
  caFile: string;
  leaf: (name: string) => { cert: string; key: string };
}

/**
 * A test CA and leaf certificates it signs, each for its DNS names and valid for its days (0:
 * expiring as it is made, so expired a second later); `selfSigned` leaves are signed by nobody.
 */
export function makeCertificates(
  dir: string,
  leaves: Record<string, { names: string[]; days: number; selfSigned?: boolean }>,
): ScannerCertificates {
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  const caFile = join(dir, 'ca.crt');
  ssl(
    ...['req', '-x509', ...newKey, '-days', '30', '-keyout', join(dir, 'ca.key'), '-out', caFile],
    ...[
      '-subj',
      '/CN=Netlens Scanner Test CA/O=Netlens Test',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  );
  for (const [leaf, spec] of Object.entries(leaves)) {
    const base = join(dir, leaf);
    const san = `subjectAltName=${spec.names.map((n) => `DNS:${n}`).join(',')}`;
    const subject = ['-subj', `/CN=${spec.names[0]}/O=Netlens Test`];
    if (spec.selfSigned) {
      ssl(
        'req',
        '-x509',
        ...newKey,
        '-days',
        String(spec.days),
        '-keyout',
        `${base}.key`,
        '-out',
        `${base}.crt`,
        ...subject,
        '-addext',
        san,
      );
      continue;
    }
    ssl('req', ...newKey, '-keyout', `${base}.key`, '-out', `${base}.csr`, ...subject);
    execFileSync('sh', ['-c', `printf '%s\\n' "$1" > "$2"`, 'sh', san, `${base}.ext`]);
    ssl(
      ...['x509', '-req', '-in', `${base}.csr`, '-CA', caFile, '-CAkey', join(dir, 'ca.key')],
      ...['-CAcreateserial', '-days', String(spec.days), '-extfile', `${base}.ext`, '-out', `${base}.crt`],
    );
  }
  return { dir, caFile, leaf: (name) => ({ cert: join(dir, `${name}.crt`), key: join(dir, `${name}.key`) }) };
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as { port: number }).port));
  });

/** A running listener: its port and how to stop it. */
export interface Listener {
  port: number;
  close: () => Promise<void>;
}

const closer = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A TLS server on `host`:`port` answering each SNI name with the certificate of `bySni` (the
 * first one otherwise); `maxVersion` 'TLSv1.2' makes it refuse TLS 1.3.
 */
export async function startTlsHost(opts: {
  host: string;
  port: number;
  bySni: Record<string, { cert: string; key: string }>;
  maxVersion?: 'TLSv1.2' | 'TLSv1.3';
}): Promise<Listener> {
  const contexts = new Map<string, SecureContext>();
  for (const [name, files] of Object.entries(opts.bySni)) {
    contexts.set(name, createSecureContext({ cert: readFileSync(files.cert), key: readFileSync(files.key) }));
  }
  const first = Object.values(opts.bySni)[0]!;
  const server = createTls({
    cert: readFileSync(first.cert),
    key: readFileSync(first.key),
    maxVersion: opts.maxVersion ?? 'TLSv1.3',
    SNICallback: (name, cb) => cb(null, contexts.get(name.toLowerCase()) ?? undefined),
  });
  server.on('secureConnection', (socket) => socket.end());
  server.on('tlsClientError', () => undefined);
  return { port: await listen(server, opts.port, opts.host), close: closer(server) };
}

/** A TCP listener that accepts and closes (port 80 of a test host), or never speaks TLS when `silent`. */
export async function startTcpHost(host: string, port: number, silent = false): Promise<Listener> {
  const sockets = new Set<Socket>();
  const server = createTcp((socket) => {
    if (!silent) return socket.end();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port_ = await listen(server, port, host);
  return {
    port: port_,
    close: () => {
      for (const s of sockets) s.destroy();
      return closer(server)();
    },
  };
}
