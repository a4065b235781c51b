import type { MessageKey } from '@onego/contract';

/** An expected business failure: answered as code 0 (or the given code) with a translated message, never a 500. */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly httpStatus = 200,
    readonly code = 0,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** Missing or unknown token on a member-only call: HTTP 401, the client drops its token. */
export const unauthorized = () => new AppError('unauthorized', {}, 401);
/** A session that existed but has expired or was revoked: body code 303. */
export const sessionEnded = () => new AppError('session_ended', {}, 200, 303);
/** The caller's role may not do this. */
export const forbidden = () => new AppError('forbidden', {}, 403);
