import type { RunningServer } from '../../packages/server/test/server-process.js';

/** Credits a member through the back-office API, as a finance operator would (the journey's way to fund wallets). */
export async function fundThroughBackOffice(server: RunningServer, memberId: string, amount: string, asset = 'balance'): Promise<void> {
  const login = await fetch(`${server.url}/admin-api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: server.admin.username, password: server.admin.password }),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { token: string } }>);
  if (login.code !== 1) throw new Error(`operator login failed: ${login.msg}`);
  const res = await fetch(`${server.url}/admin-api/wallet/adjust`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'admin-token': login.data.token },
    body: JSON.stringify({ member_id: memberId, asset, amount, reason: 'e2e funding' }),
  }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
  if (res.code !== 1) throw new Error(`adjustment failed: ${res.msg}`);
}

/** Registers a member through the API and returns its member ID and password. */
export async function registerThroughApi(server: RunningServer, person: { name: string; mobile: string; email: string; password: string }) {
  const res = await fetch(`${server.url}/api/user/register`, {
    method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({
      name: person.name, birthday: '1991-02-03', area_code: '65', mobile: person.mobile, email: person.email, nationality: 'SG',
      password: person.password, invite_code: server.root.inviteCode, node_code: server.root.rightNodeCode, agree: true,
    }),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { userinfo: { member_id: string } } }>);
  if (res.code !== 1) throw new Error(`registration failed: ${res.msg}`);
  return res.data.userinfo.member_id;
}
