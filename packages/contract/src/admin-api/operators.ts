import { getCall, postCall } from '../call.js';
import { CreateOperatorBody, Operator, OperatorList, OperatorStatusBody } from '../api/admin.js';

/** Every /admin-api/operators/* call. */
export const adminOperatorsCalls = {
  list: getCall({ path: '/admin-api/operators', access: { operator: 'operators.read' }, data: OperatorList }),
  create: postCall({ path: '/admin-api/operators/create', access: { operator: 'operators.write' }, body: CreateOperatorBody, data: Operator }),
  status: postCall({ path: '/admin-api/operators/status', access: { operator: 'operators.write' }, body: OperatorStatusBody, data: Operator }),
};
