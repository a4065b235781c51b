import type { AnyCall, CallData, CallInput } from './call.js';

// Apart from call.ts (which builds schemas with zod) so that a client importing only this builds none.

/** The request a transport sends: everything but the host, the session and the language, which the app adds. */
export interface CallRequest {
  call: AnyCall;
  method: 'GET' | 'POST';
  path: string;
  /** For GET calls: the query values, unserialised (each app keeps its own rules for empty values). */
  query?: Record<string, unknown>;
  /** For POST calls: the JSON body, or the multipart form of an upload. */
  body?: unknown;
  headers: Record<string, string>;
}

/** How an app sends a request and unwraps the envelope: resolves with `data` or throws the app's own error. */
export type Transport = (request: CallRequest) => Promise<unknown>;

/** Options of one call. */
export interface CallOptions {
  /** Required in practice on idempotent calls: the same key for every retry of one intended operation. */
  idempotencyKey?: string;
}

/** The typed client of the declared calls over an app's transport. */
export type CallApi = <C extends AnyCall>(call: C, ...args: CallInput<C> extends void ? [input?: undefined, options?: CallOptions] : [input: CallInput<C>, options?: CallOptions]) => Promise<CallData<C>>;

/** Builds `callApi(call, input, options)`: the request from the declaration, sent by the app's transport. */
export function makeCallApi(transport: Transport): CallApi {
  return (async (call: AnyCall, input?: unknown, options: CallOptions = {}) => {
    const headers: Record<string, string> = {};
    if (call.idempotent && options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const request: CallRequest = { call, method: call.method, path: call.path, headers };
    if (call.method === 'GET') request.query = (input ?? {}) as Record<string, unknown>;
    else if (call.upload) {
      const form = new FormData();
      form.append('file', (input as { file: Blob }).file);
      request.body = form;
    } else request.body = input;
    return transport(request);
  }) as CallApi;
}

