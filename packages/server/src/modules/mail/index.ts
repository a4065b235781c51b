// The mail module's door: the mailer, e-mailed codes, and the outbox read by the back office.
export { createMailer, type Mailer, type OutgoingMail } from './mailer.js';
export { consumeEmailCode, sendEmailCode, type CodeEvent } from './email-codes.js';
export { listOutbox, type OutboxView } from './outbox.js';
export { queueMail, registerMailJobs } from './queue.js';
