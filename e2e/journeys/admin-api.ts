import { authenticator } from 'otplib';
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

/** A TOTP code of the step `offset` steps from now (the server accepts one step either side, each step once). */
export const codeAt = (secret: string, offset: number) => authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

/** A back-office POST; answers the data of a success, throws with the server's message otherwise. */
export async function adminCall<T>(server: RunningServer, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'admin-token': token } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: T }>);
  if (res.code !== 1) throw new Error(`${path} failed: ${res.msg}`);
  return res.data;
}

/**
 * An operator of `role` with two-step verification on, made through the back-office API; returns the TOTP secret.
 * (Its own operator, so turning TOTP on leaves the super admin the other journeys sign in as untouched.)
 */
export async function operatorWithTotp(server: RunningServer, username: string, password: string, role: 'finance' | 'operations'): Promise<string> {
  const root = await adminCall<{ token: string }>(server, '/admin-api/auth/login', { username: server.admin.username, password: server.admin.password });
  await adminCall(server, '/admin-api/operators/create', { username, password, role }, root.token);
  const me = await adminCall<{ token: string }>(server, '/admin-api/auth/login', { username, password });
  const { secret } = await adminCall<{ secret: string }>(server, '/admin-api/auth/totp/setup', {}, me.token);
  // The previous step's code, so the later sign-in and approval each have a step of their own.
  await adminCall(server, '/admin-api/auth/totp/enable', { totp: codeAt(secret, -1) }, me.token);
  return secret;
}
