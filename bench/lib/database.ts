import { connectClient } from '../../packages/server/src/db/connection-loss.js';

/** Drops and creates again the PostgreSQL database a URL names (connecting to `postgres` to do it). */
export async function freshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = await connectClient({ connectionString: admin.toString() });
  const name = decodeURIComponent(target.pathname.slice(1)).replaceAll('"', '""');
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}
