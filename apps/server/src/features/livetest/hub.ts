import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  HUB_FLOOD_LIMIT,
  HUB_MAX_EVENT_BYTES,
  HUB_PATH,
  HubQuerySchema,
  STATUS_EVENT,
  isAdvancedCategory,
  type PublishAck,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import { createEventWriter, type EventWriter } from './event-writer.js';
import { HubAdmission, clientAddress, type HubLimits } from './hub-limits.js';
import { mayPublish } from './policy.js';
import { findRun } from './repo.js';
import { PublishRejected, replayEvents, storeResult, storeStatus } from './service.js';

/** How long a dropped connection may come back and get what it missed. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

interface SocketData {
  runId: string;
  reportId: string;
  publisher: boolean;
  window: { start: number; count: number };
}

const room = (runId: string) => `run:${runId}`;

/** Counts an event against the flood limit; false once the window is full. */
function withinLimit(data: SocketData, now = Date.now()): boolean {
  if (now - data.window.start > HUB_FLOOD_LIMIT.windowMs) data.window = { start: now, count: 0 };
  data.window.count += 1;
  return data.window.count <= HUB_FLOOD_LIMIT.events;
}

function handlePublish(
  write: EventWriter,
  log: FastifyBaseLogger,
  socket: Socket,
  event: string,
  args: unknown[],
) {
  const data = socket.data as SocketData;
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as (a: PublishAck) => void) : () => undefined;
  const reject = (error: string) => {
    log.warn({ runId: data.runId, event, reason: error }, 'live channel event rejected');
    ack({ ok: false, error });
  };
  if (!data.publisher) return reject('only the client holding the run token may publish');
  if (!withinLimit(data)) {
    if (data.window.count > HUB_FLOOD_LIMIT.events * 2) socket.disconnect(true);
    return reject('too many events: slow down');
  }
  const payload = args.length > 1 || typeof last !== 'function' ? args[0] : undefined;
  void (async () => {
    const run = { id: data.runId, report_id: data.reportId };
    const stored =
      event === STATUS_EVENT
        ? await storeStatus(write, run, payload)
        : await storeResult(write, run, event as never, payload);
    // Stored first, then broadcast: a page that misses the broadcast gets it from the replay.
    socket.to(room(data.runId)).emit(event, stored);
    ack({ ok: true });
  })().catch((err: unknown) => {
    if (err instanceof PublishRejected) return reject(err.message);
    log.error({ err, runId: data.runId, event }, 'live channel event failed');
    ack({ ok: false, error: 'the server could not store the event; send it again' });
  });
}

/**
 * The adapter's Redis client. Publishing fails at once while Redis is unreachable (no offline
 * queue), so a broadcast still reaches the sockets of this instance instead of waiting for Redis;
 * the stream reader (the adapter's duplicate of this client) waits for Redis and resumes when it
 * is back.
 */
function hubRedis(url: string, log: FastifyBaseLogger): Redis {
  let lastWarning = 0;
  const onError = (err: Error) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn({ err: err.message }, 'live channel: Redis unreachable; delivering within this instance');
  };
  const publisher = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
  });
  publisher.on('error', onError);
  // The adapter does not wait for these (session kept for recovery, ephemeral messages): a failure
  // while Redis is down only means that session cannot be recovered, never a crash.
  for (const name of ['set', 'publish'] as const) {
    const command = publisher[name].bind(publisher) as (...args: unknown[]) => Promise<unknown>;
    (publisher as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const sent = command(...args);
      sent.catch(onError);
      return sent;
    };
  }
  publisher.duplicate = () => {
    const reader = new Redis(url, { maxRetriesPerRequest: null });
    reader.on('error', onError);
    return reader;
  };
  return publisher;
}

/**
 * The live channel (socket.io at {base}/messagingHub?runId=…): the report page subscribes to a
 * run; the advanced client, holding the run's token, publishes its status and results. Every
 * result is validated, stored in the report and then broadcast; a page that (re)joins gets the
 * stored state replayed. With REDIS_URL the rooms span every instance (Redis streams adapter).
 * Each address may hold `limits.connectionsPerAddress` connections and start
 * `limits.handshakesPerMinute` handshakes a minute on each instance; beyond, the handshake is
 * refused (403 with the reason) before any run is looked up.
 */
export function attachHub(
  app: FastifyInstance,
  opts: { db: Db; prefix: string; redisUrl: string | undefined; limits: HubLimits; trustProxy: boolean },
): Server {
  const { db } = opts;
  const write = createEventWriter(db);
  const admission = new HubAdmission(opts.limits);
  const log = app.log;
  const redis = opts.redisUrl ? hubRedis(opts.redisUrl, log) : undefined;
  const io = new Server(app.server, {
    path: `${opts.prefix}${HUB_PATH}`,
    serveClient: false,
    maxHttpBufferSize: HUB_MAX_EVENT_BYTES + 4096,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    allowRequest: (req, answer) => {
      const address = clientAddress(req, opts.trustProxy);
      const refused = admission.admit(address);
      if (refused) log.warn({ address }, `live channel: ${refused}`);
      answer(refused, refused === null);
    },
    ...(redis
      ? {
          adapter: createAdapter(redis, {
            streamName: 'netlens:hub',
            channelPrefix: 'netlens:hub',
            sessionKeyPrefix: 'netlens:hub:session:',
          }),
        }
      : {}),
  });

  io.engine.on(
    'connection',
    (socket: { request: IncomingMessage; once: (e: 'close', f: () => void) => void }) => {
      const address = clientAddress(socket.request, opts.trustProxy);
      admission.opened(address);
      socket.once('close', () => admission.closed(address));
    },
  );

  io.use((socket, next) => {
    const query = HubQuerySchema.safeParse(socket.handshake.query);
    if (!query.success) return next(new Error('runId: a run id (UUID) is required'));
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    findRun(db, query.data.runId).then(
      (run) => {
        if (!run) return next(new Error('runId: no such run'));
        const publisher = token !== undefined && mayPublish(run.token_hash, token);
        if (token !== undefined && !publisher) {
          log.warn({ runId: run.id, address: socket.handshake.address }, 'live channel: wrong run token');
          return next(new Error('token: not the token of this run'));
        }
        const data: SocketData = {
          runId: run.id,
          reportId: run.report_id,
          publisher,
          window: { start: 0, count: 0 },
        };
        socket.data = data;
        next();
      },
      (err: unknown) => {
        log.error({ err }, 'live channel: run lookup failed');
        next(new Error('the server could not look the run up; retrying'));
      },
    );
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    if (!socket.recovered) void socket.join(room(data.runId));
    socket.onAny((event: string, ...args: unknown[]) => {
      if (event === STATUS_EVENT || isAdvancedCategory(event))
        return handlePublish(write, log, socket, event, args);
      const last = args.at(-1);
      log.warn({ runId: data.runId, event: String(event).slice(0, 40) }, 'live channel: unknown event');
      if (typeof last === 'function')
        (last as (a: PublishAck) => void)({ ok: false, error: 'unknown event' });
    });
    if (!data.publisher && !socket.recovered) {
      replayEvents(db, data.runId).then(
        (events) => events.forEach(([event, payload]) => socket.emit(event, payload)),
        (err: unknown) => log.error({ err, runId: data.runId }, 'live channel replay failed'),
      );
    }
  });

  // Closing the transports (not disconnecting the sockets) lets clients reconnect to the next
  // instance or the restarted server on their own.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  return io;
}
