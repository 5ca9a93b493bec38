// TLS parts of the advanced client's test hosts, run inside the namespaces:
//   ROLE=service    HTTP on :80 and HTTPS on :443 with the "service" certificate (CERT, KEY)
//   ROLE=intercept  an HTTP proxy on PROXY_PORT whose CONNECT tunnels to :443 are intercepted:
//                   TLS is terminated with its own certificate (CERT, KEY) and re-opened upstream.
import { readFileSync } from 'node:fs';
import { createServer as createHttp, request } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { connect as tlsConnect, TLSSocket } from 'node:tls';
import { connect } from 'node:net';

const cert = readFileSync(process.env.CERT);
const key = readFileSync(process.env.KEY);
const ok = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');

if (process.env.ROLE === 'service') {
  let up = 0;
  const ready = () => ++up === 2 && process.stdout.write('service listening\n');
  createHttp(ok).listen(80, '0.0.0.0', ready);
  createHttps({ cert, key }, ok).listen(443, '0.0.0.0', ready);
} else {
  const proxy = createHttp((req, res) => {
    const url = new URL(req.url);
    const upstream = request(
      {
        host: url.hostname,
        port: url.port || 80,
        path: url.pathname,
        method: req.method,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  proxy.on('connect', (req, socket) => {
    const [host, port] = req.url.split(':');
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (port !== '443') {
      const upstream = connect(Number(port), host, () => {
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      return;
    }
    const inner = new TLSSocket(socket, { isServer: true, cert, key });
    const upstream = tlsConnect({ host, port: 443, rejectUnauthorized: false });
    inner.pipe(upstream);
    upstream.pipe(inner);
    inner.on('error', () => upstream.destroy());
    upstream.on('error', () => inner.destroy());
  });
  proxy.listen(Number(process.env.PROXY_PORT), '0.0.0.0', () => process.stdout.write('proxy listening\n'));
}
