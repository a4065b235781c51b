import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/modules/chain/demo-chain.js';

export interface RunningServer {
  url: string;
  dataDir: string;
  root: { memberId: string; inviteCode: string; leftNodeCode: string; rightNodeCode: string; password: string };
  admin: { username: string; password: string };
  log: string[];
  /** True while the server process runs. */
  alive(): boolean;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data folder unless keepData. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
  /** Kills the server at once, as a crash or power cut would. The data folder stays. */
  crash(): Promise<void>;
  /**
   * Stops the server, runs `between` while it is down (e.g. an operator command on its data folder, which only one
   * process may open), and starts it again on the same folder and address, so a browser's session and storage stay.
   */
  restart(between?: () => Promise<void>): Promise<void>;
  /** The environment the server runs with (its data folder and database), for an operator command run beside it. */
  env: Record<string, string>;
}

/**
 * Starts the real server (`npm start`'s server: on the embedded database in a fresh folder, or on DATABASE_URL when
 * given in env) and waits until it answers. Pass dataDir to start again on an existing folder.
 */
export async function startServer(env: Record<string, string>, opts: { dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'onego-server-'));
  const url = `http://127.0.0.1:${port}`;
  const rootPassword = 'RootE2e12345';
  const adminPassword = 'AdminE2e12345';
  const fullEnv: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, ONEGO_DEMO: '1', ONEGO_ROOT_PASSWORD: rootPassword, ONEGO_ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'info', ...env };
  const log: string[] = [];
  let child: ChildProcess = await launch(fullEnv, url, log);
  // The root is reported on first start only; a restart on the same data has none to report.
  const rootLine = log.find((l) => l.includes('Root member created'));
  const m = rootLine ? /member ID (\d+).*invitation code (\w+), node codes (\w+) \(left\) \/ (\w+) \(right\)/.exec(rootLine) : null;
  if (rootLine && !m) throw new Error(`cannot read the root member from: ${rootLine}`);
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const exited = async (ms: number) => {
    for (let i = 0; i < ms / 50 && child.exitCode === null && child.signalCode === null; i++) await new Promise((r) => setTimeout(r, 50));
  };
  const halt = async () => {
    signalGroup('SIGTERM');
    await exited(5000);
    if (child.exitCode === null && child.signalCode === null) signalGroup('SIGKILL');
    await exited(2000);
    child.stdout?.destroy();
    child.stderr?.destroy();
  };
  return {
    url,
    dataDir,
    env: fullEnv,
    root: { memberId: m?.[1] ?? '', inviteCode: m?.[2] ?? '', leftNodeCode: m?.[3] ?? '', rightNodeCode: m?.[4] ?? '', password: rootPassword },
    admin: { username: 'admin', password: adminPassword },
    log,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(stopOpts = {}) {
      await halt();
      if (!stopOpts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      signalGroup('SIGKILL');
      await exited(5000);
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    async restart(between) {
      await halt();
      await between?.();
      child = await launch(fullEnv, url, log);
    },
  };
}

/** Starts the server process with `env` and waits until it answers at `url`. */
async function launch(env: Record<string, string>, url: string, log: string[]): Promise<ChildProcess> {
  // Node itself runs the server (tsx as a loader), in its own process group, so stopping it stops everything it started.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  // Generous: the machine running the tests may be shared and busy.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('\n')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (child.exitCode !== null || Date.now() >= deadline) {
    // Stopped, with its demo chain, rather than left running on a shared machine after the caller gives up.
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    throw new Error(`server did not come up:\n${log.join('\n')}`);
  }
  return child;
}
