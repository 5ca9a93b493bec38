// Baseline for bench/hub.ts: a bare socket.io server on the same path that joins each socket to its
// run's room and rebroadcasts every event with an acknowledgement: no token, validation or storage.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const server = createServer((req, res) => res.writeHead(req.url === '/ready' ? 200 : 404).end());
const io = new Server(server, { path: '/messagingHub', serveClient: false });
io.on('connection', (socket) => {
  const room = `run:${socket.handshake.query.runId}`;
  void socket.join(room);
  socket.onAny((event, payload, ack) => {
    socket.to(room).emit(event, payload);
    if (typeof ack === 'function') ack({ ok: true });
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
