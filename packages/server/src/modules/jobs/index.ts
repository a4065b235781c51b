// The jobs module's door: durable jobs, scheduled work and the domain-event outbox. Other modules import only this.
export { enqueue, type EnqueueOptions } from './queue.js';
export { emit, emitWith, PUBLISH_ATTEMPTS, PUBLISH_JOB, type DomainEvent, type DomainEvents, type EventType, type PublishedEvent } from './events.js';
export { JobRunner, type JobContext, type JobDefinition, type JobLog, type RunnerOptions, type ScheduleDefinition, type StartOptions } from './runner.js';
export { registerJobHousekeeping } from './housekeeping.js';
export { JOB_STATES, type JobState } from './states.js';
