import { nowSeconds } from '@onego/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { badCharacters } from '../lib/pg-errors.js';
import { AppError } from './errors.js';
import { languageOf, message } from './context.js';
import { describeValidation } from './validation.js';
import { answerAppShell } from './static-apps.js';

/** Installs the one place where failures become envelopes: business errors, bad input, 404, 429 and real faults. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    if (answerAppShell(req, reply)) return;
    reply.serializer(JSON.stringify);
    reply.code(404).send({ code: 0, msg: message(req.lang, 'not_found'), time: nowSeconds(), data: null });
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = req.lang ?? 'zh-TW';
    // Failure envelopes do not match a call's success schema, so they skip its serializer.
    reply.serializer(JSON.stringify);
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send({ code: error.code, msg: message(lang, error.key, error.params), time: nowSeconds(), data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const data = error.validationContext === 'querystring' ? req.query : error.validationContext === 'params' ? req.params : req.body;
      const problem = describeValidation(error.validation as never, data);
      return reply.send({ code: 0, msg: message(lang, problem.key, problem.params), time: nowSeconds(), data: { field: problem.field } });
    }
    const status = badCharacters(error) ? 400 : error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ code: 0, msg: message(lang, 'rate_limited'), time: nowSeconds(), data: null });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, oversized body and the like: the caller's fault, said plainly.
      const key = 'invalid_body';
      return reply.code(status === 413 ? 413 : 400).send({ code: 0, msg: message(lang, key, { field: 'field.body', max: 0 }), time: nowSeconds(), data: null });
    }
    return answerFault(error, req, reply, 'unhandled error');
  });
}

/** A real fault: logged with its details, answered with a generic message and the request id only. */
function answerFault(error: FastifyError, req: FastifyRequest, reply: FastifyReply, what: string) {
  req.log.error({ err: error }, what);
  return reply.code(500).send({ code: 0, msg: message(req.lang ?? 'zh-TW', 'internal_error', { requestId: req.id }), time: nowSeconds(), data: { request_id: req.id } });
}

/**
 * Answers the failures Fastify meets before a request reaches any route or hook (an address that is not valid
 * %-encoding, an over-long path part) with the envelope in the caller's language instead of Fastify's own JSON.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  // The hooks that set the language have not run for such a request.
  req.lang = languageOf(req.headers);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    answerFault(error, req, reply, 'framework error');
    return;
  }
  reply.code(status).send({ code: 0, msg: message(req.lang, 'bad_url'), time: nowSeconds(), data: null });
}
