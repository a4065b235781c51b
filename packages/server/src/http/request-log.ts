import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Logs every request once, when its answer is sent: method, address, status and time taken, under the request's id
 * (which its other log lines carry too), at error level when the answer failed. Fastify's own logging writes two lines
 * a request (received and answered, each with the request or answer serialised); at thousands of requests a second,
 * writing the log is a visible part of the server's CPU on the money paths. Fastify's other lines (errors it handled,
 * broken streams, unknown routes) are kept.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
