// A small HTTP forward proxy for the advanced client's tests: CONNECT tunnels and absolute-URI
// requests. With REQUIRE_AUTH=1 it answers 407 to plain-HTTP requests without credentials (tunnels
// pass), as proxies that authenticate only what they can inspect do.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

const port = Number(process.env.PROXY_PORT ?? 3128);
const requireAuth = process.env.REQUIRE_AUTH === '1';
const denied = (req) => requireAuth && !req.headers['proxy-authorization'];

const server = createServer((req, res) => {
  if (denied(req)) {
    res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"', via: '1.1 test-proxy' }).end();
    return;
  }
  const url = new URL(req.url);
  const upstream = request(
    {
      host: url.hostname,
      port: url.port || 80,
      path: url.pathname + url.search,
      method: req.method,
      headers: req.headers,
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, { ...up.headers, via: '1.1 test-proxy' });
      up.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
server.on('connect', (req, socket, head) => {
  const [host, p] = req.url.split(':');
  const upstream = connect(Number(p), host, () => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});
server.listen(port, '0.0.0.0', () => process.stdout.write(`proxy listening on ${port}\n`));
