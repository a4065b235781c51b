import { AppError } from '../../http/errors.js';

/**
 * A transition the lifecycle does not allow: the row is in another state (or its guard failed), or the actor may not
 * take it. Expected, so an AppError with the lifecycle's message; nothing has been written when it is thrown.
 */
export class TransitionRefused extends AppError {
  constructor(
    readonly lifecycle: string,
    readonly action: string,
    /** The state the row was really in; null when no row has the id. */
    readonly current: string | null,
    readonly reason: 'state' | 'guard' | 'actor' | 'not_found',
    key: ConstructorParameters<typeof AppError>[0],
    httpStatus = 200,
  ) {
    super(key, {}, httpStatus);
    this.name = 'TransitionRefused';
  }
}
