import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FqdnScan } from '@netlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificates } from '../apps/server/src/test/scanner-hosts.js';
import { canMakeTestHosts, makeTestHosts, processesRunning, type TestHosts } from './test-hosts.js';
import { hasOpenssl } from './openssl.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'node_modules/.bin/tsx');
const MAIL = '4c2a6e8b-0d1f-4a3c-9e5b-7f1d3b5a9c10';

/** A child's whole output once it exits (rejecting after `ms`), or once it prints `ready`. */
function outputOf(child: ChildProcess, ms: number, ready?: RegExp): Promise<string> {
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms:\n${out}${err}`)), ms);
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (ready?.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    });
    child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0 && !ready) resolve(out);
      else reject(new Error(`exited (${code}):\n${out}${err}`));
    });
  });
}

describe.runIf(canMakeTestHosts() && hasOpenssl())(
  'the FQDN scanner on test hosts in network namespaces',
  () => {
    let hosts: TestHosts;
    const work = mkdtempSync(join(tmpdir(), 'netlens-scanner-e2e-'));
    const env: Record<string, string> = {};

    beforeAll(async () => {
      hosts = makeTestHosts();
      const certs = makeCertificates(work, {
        mail: { names: ['mail.scan.test'], days: 365 },
        soon: { names: ['soon.scan.test'], days: 10 },
      });
      // The server host: the resolver (DNSSEC-validated answers for mail.scan.test) and the service.
      const zone = {
        'mail.scan.test': { a: [hosts.serverIp], signed: true, validated: true },
        'soon.scan.test': { a: [hosts.serverIp], signed: true, validated: true },
        // An address on the server's link that no host answers: connects time out.
        'gone.scan.test': { a: ['10.201.2.99'], signed: true, validated: true },
      };
      const server = hosts.run(hosts.server, tsx, [join(root, 'e2e/scanner-hosts.ts')], {
        HOST: hosts.serverIp,
        ZONE: JSON.stringify(zone),
        SNI: JSON.stringify({ 'mail.scan.test': certs.leaf('mail'), 'soon.scan.test': certs.leaf('soon') }),
      });
      await outputOf(server, 60_000, /scanner hosts listening/);

      // The registries, imported by the operator's commands.
      Object.assign(env, {
        DATABASE_URL: `sqlite:${join(work, 'scanner.db')}`,
        FQDN_SCANNER_DNS_SERVERS: hosts.serverIp,
        FQDN_SCANNER_CONNECT_TIMEOUT_MS: '1000',
        FQDN_SCANNER_CA_FILE: certs.caFile,
        // The test hosts' private network, which the scanner connects to only when allowed.
        FQDN_SCANNER_ALLOWED_RANGES: '10.201.0.0/16',
        LOG_LEVEL: 'silent',
      });
      const admin = (...args: string[]) =>
        execFileSync(tsx, [join(root, 'apps/server/src/admin.ts'), ...args], {
          env: { ...process.env, ...env },
          stdio: 'pipe',
        });
      const file = (name: string, text: string) => {
        writeFileSync(join(work, name), text);
        return join(work, name);
      };
      admin(
        'import-service-tree',
        '--file',
        file(
          'tree.csv',
          `id,name,devOwner,pmOwner,lifecycle\n${MAIL},Mail,dev@contoso.example,,Production\n`,
        ),
      );
      for (const source of ['IPAM', 'ARIN', 'BYOIP']) {
        admin(
          'import-ip-ranges',
          '--source',
          source,
          '--file',
          file(`${source}.csv`, `cidr,owner\n10.201.2.0/24,Netlens\n`),
        );
      }
    }, 120_000);
    afterAll(() => {
      hosts?.remove();
      rmSync(work, { recursive: true, force: true });
    });

    it('records a pass, a warning and a failure from the client host, each with its reason', async () => {
      const run = hosts.run(
        hosts.client,
        tsx,
        [
          join(root, 'e2e/scanner-run.ts'),
          `mail.scan.test=${MAIL}`,
          `soon.scan.test=${MAIL}`,
          `gone.scan.test=${MAIL}`,
        ],
        env,
      );
      const scans = JSON.parse(await outputOf(run, 60_000)) as FqdnScan[];
      const result = (name: string, test: string) =>
        scans.find((s) => s.domainName === name)!.results.find((r) => r.testName === test)!;

      // A pass: the service answers on both ports, with TLS 1.3 and a certificate the CA file trusts.
      expect(result('mail.scan.test', 'TcpConnectivity')).toMatchObject({
        status: 'Pass',
        message: expect.stringMatching(/^connected to 443 in \d+ ms and 80 in \d+ ms \(10\.201\.2\.2\)$/),
      });
      expect(result('mail.scan.test', 'TLS13').status).toBe('Pass');
      expect(result('mail.scan.test', 'TlsCertificate').status).toBe('Pass');
      expect(result('mail.scan.test', 'DNSSEC').status).toBe('Pass');
      expect(result('mail.scan.test', 'BYOIPv4').message).toBe('10.201.2.2 in 10.201.2.0/24 (Netlens)');
      expect(result('mail.scan.test', 'IPv6')).toMatchObject({
        status: 'Warning',
        message: 'no AAAA record',
      });
      // A warning: the certificate runs out soon.
      expect(result('soon.scan.test', 'TlsCertificate')).toMatchObject({
        status: 'Warning',
        message: expect.stringMatching(/^the certificate expires in 9 days \(\d{4}-\d\d-\d\d\)$/),
      });
      // A failure: nobody answers at the address, within the configured second.
      const tcp = result('gone.scan.test', 'TcpConnectivity');
      expect(tcp).toMatchObject({
        status: 'Failed',
        message: 'connect to 443 timed out after 1 s; connect to 80 timed out after 1 s (10.201.2.99)',
      });
      expect(tcp.durationMs).toBeGreaterThanOrEqual(900);
      expect(tcp.durationMs).toBeLessThan(3000);
      expect(scans.map((s) => [s.domainName, s.dailyTestStatus])).toEqual([
        ['mail.scan.test', 'Successed'],
        ['soon.scan.test', 'Successed'],
        ['gone.scan.test', 'Failed'],
      ]);
    });

    it('leaves nothing of the test hosts running once they are removed', async () => {
      hosts.remove();
      // tsx runs the script in a process of its own, which stopping tsx alone would leave behind.
      await expect.poll(() => processesRunning(join(root, 'e2e/scanner-hosts.ts'))).toEqual([]);
    });
  },
);
