// The back office's door: operator authentication for other modules' operator routes, and operator creation for
// the first start and the command line.
export { ADMIN_TOKEN_HEADER, authOperator, type AdminCtx } from './admin-auth.js';
export { createOperator, hasOperators } from './operators.js';
export { operatorAction, type Audited, type OperatorCtx, type OperatorStep } from './operator-action.js';
export { confirmSecondFactor } from './second-factor.js';
export { can } from './permissions.js';
