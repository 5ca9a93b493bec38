import { z } from '../zod.js';
import { ReportIdSchema } from '../connectivity/report.js';

/** Path of the live channel under the site's base (socket.io path). */
export const HUB_PATH = '/messagingHub';
/** Event carrying a run's status (spec §7). */
export const STATUS_EVENT = 'ReceiveTestStatus';
/** Largest single event payload the hub accepts (bytes of JSON). */
export const HUB_MAX_EVENT_BYTES = 256 * 1024;
/** Events one publisher may send per window before being refused. */
export const HUB_FLOOD_LIMIT = { events: 60, windowMs: 10_000 } as const;
/** A failed connect is retried after this long (spec §8). */
export const HUB_RETRY_MS = 1000;

/** A run's status; 'Waiting' until the client says 'Started'; anything else finishes the run. */
export const LiveRunStatusSchema = z.enum(['Waiting', 'Started', 'Finished', 'Failed']);
export type LiveRunStatus = z.infer<typeof LiveRunStatusSchema>;

/** Payload of ReceiveTestStatus. */
export const TestStatusEventSchema = z
  .object({
    status: z.enum(['Started', 'Finished', 'Failed']),
    message: z.string().max(500).optional(),
  })
  .meta({ id: 'TestStatusEvent' });
export type TestStatusEvent = z.infer<typeof TestStatusEventSchema>;

export const LiveRunIdSchema = z.uuid().meta({ id: 'LiveRunId' });
export const LiveRunIdParamsSchema = z.object({ runId: LiveRunIdSchema });
/** The publish secret: 32 bytes in base64url. */
export const LiveRunTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'a run token of 43 base64url characters');

export const CreateLiveRunBodySchema = z.object({ reportId: ReportIdSchema }).strict();

/** A run as anyone holding its id sees it. */
export const LiveRunSchema = z
  .object({
    runId: LiveRunIdSchema,
    reportId: ReportIdSchema,
    status: LiveRunStatusSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'LiveRun' });
export type LiveRun = z.infer<typeof LiveRunSchema>;

/** The answer to creating a run: the only time its token is shown. */
export const CreatedLiveRunSchema = LiveRunSchema.extend({ token: LiveRunTokenSchema }).meta({
  id: 'CreatedLiveRun',
});
export type CreatedLiveRun = z.infer<typeof CreatedLiveRunSchema>;

/** The acknowledgement of every published event. */
export type PublishAck = { ok: true } | { ok: false; error: string };

/** Handshake query of the hub. */
export const HubQuerySchema = z.object({ runId: LiveRunIdSchema });
