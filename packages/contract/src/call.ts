import { z } from 'zod';
import type { MessageKey } from './messages/index.js';
import type { Permission } from './permissions.js';

/**
 * Who may make a call: anyone; a signed-in member; anyone, as the member when a token is sent (a sent token must be
 * live); a signed-in operator, with a permission or (`self`) any operator acting on their own account.
 */
export type Access = 'guest' | 'member' | 'member-or-guest' | { readonly operator: Permission | 'self' };

/** Per-address limits of the calls that guess secrets or cost work: requests per minute. */
export const RATE = {
  login: 20,
  register: 10,
  emailCode: 5,
  upload: 30,
  adminLogin: 20,
  /** Looking up a transfer's recipient by member ID: enough for a person, too slow to walk through the IDs. */
  recipient: 30,
} as const;

type Schema = z.ZodType;

/** One call of the API, declared once: the server registers it, the OpenAPI document shows it, the clients call it. */
export interface Call<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  D extends Schema = Schema,
  A extends Access = Access,
  U extends boolean = boolean,
> {
  readonly method: 'GET' | 'POST';
  /** The full path (`/api/...` or `/admin-api/...`); the member API also answers under `/index.php/api/...`. */
  readonly path: string;
  readonly access: A;
  readonly query: Q;
  readonly body: B;
  /** The shape of `data` in a success envelope. */
  readonly data: D;
  /** The call moves money: clients send an `Idempotency-Key` header and a repeat answers the first result. */
  readonly idempotent: boolean;
  /** The success message (`msg`) key. */
  readonly message: MessageKey;
  /** The body is multipart with one `file` part instead of JSON. */
  readonly upload: U;
  /** The answer is a file (not an envelope) on success. */
  readonly download: boolean;
  /** The answer hands out a session though the request carries none (it is never cached). */
  readonly issuesSession: boolean;
  /** Requests per minute per address, when the call is limited. */
  readonly perMinute?: number;
  readonly summary?: string;
}

/** Any declared call. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = Call<any, any, any, any, any>;

interface CallSpec<Q extends Schema | undefined, B extends Schema | undefined, D extends Schema, A extends Access, U extends boolean> {
  path: string;
  access: A;
  query?: Q;
  body?: B;
  data?: D;
  idempotent?: boolean;
  message?: MessageKey;
  upload?: U;
  download?: boolean;
  issuesSession?: boolean;
  perMinute?: number;
  summary?: string;
}

function define<M extends 'GET' | 'POST'>(method: M) {
  return <A extends Access, D extends Schema = z.ZodNull, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, U extends boolean = false>(
    spec: CallSpec<Q, B, D, A, U>,
  ): Call<Q, B, D, A, U> => ({
    method,
    path: spec.path,
    access: spec.access,
    query: spec.query as Q,
    body: spec.body as B,
    data: (spec.data ?? z.null()) as D,
    idempotent: spec.idempotent ?? false,
    message: spec.message ?? 'ok',
    upload: (spec.upload ?? false) as U,
    download: spec.download ?? false,
    issuesSession: spec.issuesSession ?? false,
    perMinute: spec.perMinute,
    summary: spec.summary,
  });
}

/** Declares a GET call (its input is the query string). */
export const getCall = define('GET');
/** Declares a POST call (its input is the JSON body, or one file for uploads). */
export const postCall = define('POST');

/** What a client passes to make the call: its query, its body, or the file to upload. */
export type CallInput<C extends AnyCall> =
  C extends Call<infer Q, infer B, Schema, Access, infer U>
    ? Q extends Schema ? z.input<Q> : B extends Schema ? z.input<B> : U extends true ? { file: Blob } : void
    : never;

/** The `data` of the call's success envelope. */
export type CallData<C extends AnyCall> = z.output<C['data']>;

export { makeCallApi, type CallApi, type CallOptions, type CallRequest, type Transport } from './call-client.js';

/** The tag a call is grouped under in the API document: its URL prefix (`order`, `admin-api/orders`). */
export function tagOf(call: AnyCall): string {
  const [, root, prefix] = call.path.split('/');
  return root === 'admin-api' ? `admin-api/${prefix}` : prefix!;
}
