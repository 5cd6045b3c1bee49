import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics';

/**
 * Answers with a Server-Sent Events body (the live stream, which also carries the gate board): the
 * browser's going away (the response's connection closing, or closed already while the stream was being
 * opened) ends the stream, which is counted in the metrics' `sse_connections` while open. No proxy
 * buffering.
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: Readable,
  metrics: Pick<AppMetrics, 'sseConnections'>,
) {
  reply.raw.on('close', () => stream.destroy());
  if (request.raw.socket?.destroyed) stream.destroy();
  metrics.sseConnections.inc();
  stream.once('close', () => metrics.sseConnections.dec());
  return (
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      // a stream body: the route's schema documents the text it carries (the serializer is not used)
      .send(stream as unknown as string)
  );
}
