import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { loadChainSettings, seedChainSettings, startChain, startSignerIfKeys } from './modules/chain/index.js';
import { openConfiguredDatabase } from './db/open.js';
import { loadPinKeyRing, type PinKeySource } from './lib/pin-key-file.js';

/** Starts the server: configuration, database and migrations, first-start data, then HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  // Before the database: a broken key file stops the server at once, naming the file.
  const pins = loadPinKeyRing(config);
  const chainSettings = loadChainSettings();
  const database = await openConfiguredDatabase(config, 'server');
  // A real node (CHAIN_RPC_URL, checked: chain id, the token's decimals) or, with none, the demo chain in the data folder.
  const chain = await startChain(chainSettings, config.dataDir);
  const app = await buildApp({ config, database, pinKeys: pins.ring, chain, rateScale: config.rateLimitScale });
  logPinKeySource(app.log, pins, database.kind);
  await bootstrap(database, config, app.log, pins.ring);
  // CHAIN_CONFIRMATIONS / CHAIN_TOPUP_MINUTES are the first values of back-office settings, saved on the first start.
  await seedChainSettings(database.db, chainSettings);
  await app.listen({ port: config.port, host: config.host });
  // Workers and the scheduler run in every instance; claims and schedule slots are taken in the database.
  app.deps.jobs.start();
  // The one sender of payouts, here when this process holds the signer's keys (the demo chain, or a mnemonic file).
  const signer = await startSignerIfKeys(chain, database.db, app.log);
  app.log.info(chain.demo
    ? `Demo chain (local anvil, chain id ${chain.chainId}) at ${chain.rpcUrl}, demo USDT ${chain.token}: for trying things out only`
    : `Chain ${chain.chainId} at ${chain.rpcUrl}, USDT ${chain.token} (${chain.decimals} decimals)`);
  app.log.info(`One Go is running at ${config.publicUrl} (back office at ${config.publicUrl}/admin, API docs at ${config.publicUrl}/docs), database: ${database.kind === 'pg' ? 'PostgreSQL server' : `embedded in ${config.dataDir}`}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // Closing the app stops the workers and waits for the jobs they run.
    await signer?.stop();
    await app.close();
    await database.close();
    await chain.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Says where the PIN keys came from; a PostgreSQL server shared by several instances needs them shared too. */
function logPinKeySource(log: { info(msg: string): void; warn(msg: string): void }, pins: PinKeySource, kind: string): void {
  const current = `current key id ${pins.ring.current.id}, ${pins.ring.byId.size} key(s)`;
  if (pins.from === 'PIN_KEYS') log.info(`Payment PIN keys from PIN_KEYS (${current}).`);
  else if (pins.created) log.warn(`Payment PIN key created in ${pins.from} (${current}): back it up with the database.${kind === 'pg' ? ' Every instance on this database must use the same key: set PIN_KEYS or share this file.' : ''}`);
  else log.info(`Payment PIN keys from ${pins.from} (${current}).`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
