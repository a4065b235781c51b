// Apart from envelope.ts (which builds schemas with zod) so that a client importing only these builds none.

/** Body codes of every answer: 1 success, 0 failure, 303 session ended (client clears token and user info). */
export const ResultCode = { OK: 1, FAIL: 0, SESSION_ENDED: 303 } as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** The envelope every call answers with. */
export interface Envelope<T> {
  code: number;
  msg: string;
  time: number;
  data: T;
}
