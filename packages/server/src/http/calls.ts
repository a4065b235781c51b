import { envelopeOf, tagOf, type Access, type AnyCall, type CallData } from '@onego/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { authOperator, type AdminCtx } from '../modules/admin/index.js';
import { SessionNotConfirmed } from '../modules/member/index.js';
import { authMember, confirmedMember, memberIfToken, recentMember, type AuthedMember } from './auth.js';
import { ctxOf, ok, type Ctx } from './context.js';

/** Who a call's handler is called for, by the call's declared access. */
export type CallerOf<A extends Access> = A extends 'member' ? AuthedMember
  : A extends 'member-or-guest' ? AuthedMember | undefined
    : A extends { readonly operator: unknown } ? AdminCtx
      : undefined;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the request, the checked caller, the use-case context and the validated input. */
export interface CallInput<C extends AnyCall> {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in member or operator (checked before the input is validated). */
  me: CallerOf<C['access']>;
  /** The use-case context; for back-office calls the operator's context (the same object as `me`). */
  ctx: C['access'] extends { readonly operator: unknown } ? AdminCtx : Ctx;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
}

/** An answer the handler wrote itself: an envelope with another message or code, or a reply already sent. */
export class Answer {
  constructor(readonly value: unknown) {}
}

/** Wraps an envelope (e.g. `ok(req, data, key, params)`) or a sent reply that the handler answers as it is. */
export const answer = (value: unknown): Answer => new Answer(value);

/** A declared call's handler: answers the call's `data` (wrapped in the success envelope with the declared message), or an `Answer`. */
export type CallHandler<C extends AnyCall> = (input: CallInput<C>) => Promise<CallData<C> | Answer>;

/** How a route serves its call, beyond the declaration. */
export interface RouteOptions {
  /**
   * A member call whose handler confirms the caller's session inside its own database call (ADR 0010): the caller may
   * come from a recent lookup (`me.unconfirmed` set) instead of a lookup of its own, and when that database call
   * refuses the session (SessionNotConfirmed) the session is looked up for real and the handler runs again. Only for
   * handlers that do nothing before that call but checks and reads.
   */
  confirmsSession?: boolean;
}

/** One declared call and the handler that serves it. */
export interface CallRoute extends RouteOptions {
  readonly call: AnyCall;
  // Each route's handler is checked against its own call by `handle`; the list holds them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly handler: CallHandler<any>;
}

/** Pairs a declared call with its handler (type-checked against the call's input, caller and data). */
export function handle<C extends AnyCall>(call: C, handler: CallHandler<C>, options: RouteOptions = {}): CallRoute {
  return { call, handler, ...options };
}

/** Rate-limit route config, scaled (tests raise the limits to exercise other rules). */
function perMinute(max: number, scale: number) {
  return { rateLimit: { max: Math.max(1, Math.round(max * scale)), timeWindow: '1 minute' } };
}

// The caller found by the guard of a request, for its handler.
const callers = new WeakMap<FastifyRequest, AuthedMember | AdminCtx | undefined>();

/** Checks who calls: 401/303/403 as AppErrors, before the body or query is validated. */
async function guard(access: Access, req: FastifyRequest): Promise<AuthedMember | AdminCtx | undefined> {
  if (access === 'guest') return undefined;
  if (access === 'member') return authMember(req);
  if (access === 'member-or-guest') return memberIfToken(req);
  return authOperator(req, access.operator === 'self' ? undefined : access.operator);
}

function securityOf(access: Access): Array<Record<string, string[]>> {
  if (access === 'guest') return [];
  if (access === 'member') return [{ token: [] }];
  if (access === 'member-or-guest') return [{}, { token: [] }];
  return [{ adminToken: [] }];
}

function descriptionOf(call: AnyCall): string | undefined {
  const notes: string[] = [];
  if (typeof call.access === 'object' && call.access.operator !== 'self') notes.push(`Operator permission: \`${call.access.operator}\`.`);
  if (call.idempotent) notes.push('Money-moving: send an `Idempotency-Key` header (up to 128 printable characters); a repeat answers the first result.');
  if (call.upload) notes.push('Body: multipart/form-data with one `file` part.');
  if (call.perMinute) notes.push(`Limited to ${call.perMinute} requests per minute per address.`);
  return notes.length ? notes.join(' ') : undefined;
}

/** The Fastify schema of a call: validation of its input, the answer's shape, and its OpenAPI entry. */
function schemaOf(call: AnyCall): FastifySchema {
  return {
    tags: [tagOf(call)],
    summary: call.summary,
    description: descriptionOf(call),
    security: securityOf(call.access),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.download ? {} : { response: { 200: envelopeOf(call.data) } }),
  };
}

/**
 * Registers declared calls on the app: one Fastify route per call, with the declared rate limit, the access guard
 * run before validation (a guest gets 401 for a member call whatever the body), and the success envelope.
 */
export function serveCalls(app: FastifyInstance, routes: readonly CallRoute[], options: { rateScale: number }): void {
  for (const { call, handler, confirmsSession } of routes) {
    const recent = confirmsSession && call.access === 'member';
    app.route({
      method: call.method,
      url: call.path,
      schema: schemaOf(call),
      config: {
        ...(call.perMinute ? perMinute(call.perMinute, options.rateScale) : {}),
        issuesSession: call.issuesSession,
      },
      // Guests need no check; the others are checked before validation (a guest gets 401, not a field message).
      ...(call.access === 'guest' ? {} : {
        preValidation: async (req: FastifyRequest) => {
          callers.set(req, recent ? await recentMember(req) : await guard(call.access, req));
        },
      }),
      handler: async (req, reply) => {
        const me = callers.get(req);
        const ctx = typeof call.access === 'object' ? (me as AdminCtx) : ctxOf(req);
        let result: unknown;
        try {
          result = await handler({ req, reply, me, ctx, query: req.query, body: req.body });
        } catch (err) {
          if (!(recent && err instanceof SessionNotConfirmed)) throw err;
          result = await handler({ req, reply, me: await confirmedMember(req), ctx, query: req.query, body: req.body });
        }
        return result instanceof Answer ? result.value : ok(req, result, call.message);
      },
    });
  }
}
