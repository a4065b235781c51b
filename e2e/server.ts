import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  root: { memberId: string; inviteCode: string; leftNodeCode: string; rightNodeCode: string; password: string };
  admin: { username: string; password: string };
  log: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the real server (`npm start`'s server, on the embedded database in a fresh folder) and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onego-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const rootPassword = 'RootE2e12345';
  const adminPassword = 'AdminE2e12345';
  // Node itself runs the server (tsx as a loader), in its own process group, so stopping it stops everything it started.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, ONEGO_DEMO: '1', ONEGO_ROOT_PASSWORD: rootPassword, ONEGO_ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const deadline = Date.now() + 90_000;
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
  const rootLine = log.find((l) => l.includes('Root member created'));
  const m = rootLine && /member ID (\d+).*invitation code (\w+), node codes (\w+) \(left\) \/ (\w+) \(right\)/.exec(rootLine);
  if (!m) throw new Error(`server did not report the root member:\n${log.join('\n')}`);
  return {
    url,
    root: { memberId: m[1]!, inviteCode: m[2]!, leftNodeCode: m[3]!, rightNodeCode: m[4]!, password: rootPassword },
    admin: { username: 'admin', password: adminPassword },
    log,
    async stop() {
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      };
      signalGroup('SIGTERM');
      for (let i = 0; i < 30 && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100));
      if (child.exitCode === null) signalGroup('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
