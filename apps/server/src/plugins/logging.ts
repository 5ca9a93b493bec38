import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it completes (Fastify's default writes two). Every
 * line carries the request id; failures are logged at error level with the error.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: req.method,
      url: req.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error || reply.statusCode >= 500) req.log.error({ ...line, err: error }, 'request failed');
    else req.log.info(line, 'request');
  }
}
