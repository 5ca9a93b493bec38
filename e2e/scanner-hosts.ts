// The FQDN scanner's test hosts inside a network namespace (run with tsx): a resolver on :53
// answering ZONE (JSON), HTTPS on :443 with the certificates of SNI (JSON: name → {cert, key}),
// and a TCP listener on :80, all on HOST. Prints "scanner hosts listening" when ready.
import { startTcpHost, startTlsHost, startZoneResolver } from '../apps/server/src/test/scanner-hosts.js';

const host = process.env.HOST ?? '0.0.0.0';
await startZoneResolver(JSON.parse(process.env.ZONE ?? '{}'), host, 53);
await startTlsHost({ host, port: 443, bySni: JSON.parse(process.env.SNI ?? '{}') });
await startTcpHost(host, 80);
process.stdout.write('scanner hosts listening\n');
