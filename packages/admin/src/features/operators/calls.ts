// The back office's calls about operators: the list of operators and the signed-in operator's own account.
import { adminAuthCalls as auth, adminOperatorsCalls, type CallData, type CallInput, type Operator, type OperatorRole } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type TotpSetup = CallData<typeof auth.totpSetup>;
export type { Operator, OperatorRole };

export const operatorsApi = {
  operators: () => callApi(adminOperatorsCalls.list),
  createOperator: (body: CallInput<typeof adminOperatorsCalls.create>) => callApi(adminOperatorsCalls.create, body),
  operatorStatus: (body: CallInput<typeof adminOperatorsCalls.status>) => callApi(adminOperatorsCalls.status, body),
};

export const accountApi = {
  changePassword: (body: CallInput<typeof auth.password>) => callApi(auth.password, body),
  totpSetup: () => callApi(auth.totpSetup),
  totpEnable: (totp: string) => callApi(auth.totpEnable, { totp }),
  totpDisable: (totp: string) => callApi(auth.totpDisable, { totp }),
};
