// The audit module's door: every operator write records its row through `recordAudit`, in the writer's transaction.
export { listAudit, recordAudit, type AuditEntry, type AuditFilter, type AuditView, type Snapshot } from './audit.js';
