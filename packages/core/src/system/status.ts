import { z } from '../zod.js';

/** The answer of the liveness and readiness checks. */
export const SystemStatusSchema = z.object({ status: z.literal('ok') });
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
