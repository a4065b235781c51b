// Runs anvil (a local EVM node from npm) as a child process: the demo chain of `npm start` and the chain of the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** How to start anvil. */
export interface AnvilOptions {
  port: number;
  chainId: number;
  /** Seconds between blocks; undefined: a block per transaction (automine, for tests). */
  blockTime?: number;
  /** Accounts are derived from it (m/44'/60'/0'/0/i), each funded with native coin. */
  mnemonic: string;
  /** A file the chain is loaded from and saved to (the demo chain keeps its blocks across restarts). */
  stateFile?: string;
}

/** A running anvil. */
export interface AnvilProcess {
  url: string;
  port: number;
  /** Stops the node (and saves its state when it has a state file). */
  stop(): Promise<void>;
}

/**
 * The anvil binary: the platform package @foundry-rs/anvil installs as an optional dependency. npm skips that package's
 * post-install step, but the binary is in the package all the same.
 */
export function anvilBinary(): string {
  const platform = `${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`@foundry-rs/anvil-${platform}/package.json`));
  } catch {
    throw new Error(`The demo chain needs anvil for ${platform} (npm package @foundry-rs/anvil-${platform}), which is not installed. Run npm install, or set CHAIN_RPC_URL to use a real node.`);
  }
  const binary = path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary}`);
  return binary;
}

/** Starts anvil and resolves once it answers RPC; rejects with its output when it exits first. */
export async function startAnvil(opts: AnvilOptions): Promise<AnvilProcess> {
  const args = [
    '--host', '127.0.0.1', '--port', String(opts.port), '--chain-id', String(opts.chainId),
    '--mnemonic', opts.mnemonic, '--accounts', '4',
    // Finalized = head − 2, as with BSC's fast finality (BEP-126).
    '--slots-in-an-epoch', '1',
    '--silent',
  ];
  if (opts.blockTime !== undefined) args.push('--block-time', String(opts.blockTime));
  if (opts.stateFile) args.push('--state', opts.stateFile, '--state-interval', '30');
  // On Linux and macOS anvil runs under a small shell that ends it when our end of its stdin closes: on stop(), and
  // also when this process dies without cleaning up (killed), so no node is left running behind a dead server.
  const child = process.platform === 'win32'
    ? spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn('/bin/sh', ['-c', '"$0" "$@" <&- & p=$!; read _ignored; kill $p 2>/dev/null; wait $p', anvilBinary(), ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  // Closing stdin after the shell has gone (anvil failed on its own) reports EPIPE there: nothing to act on, and an
  // 'error' event without a listener would end this process.
  child.stdin?.on('error', () => undefined);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => { output = (output + d.toString()).slice(-4000); });
  child.stderr!.on('data', (d: Buffer) => { output = (output + d.toString()).slice(-4000); });
  const url = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`anvil exited (${code}) before answering: ${output.trim()}`))));
  exited.catch(() => undefined);
  await Promise.race([waitForRpc(url), exited]);
  return { url, port: opts.port, stop: () => stopChild(child) };
}

/** Polls eth_chainId until the node answers (a few hundred milliseconds), for at most 30 s. */
async function waitForRpc(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`anvil at ${url} did not answer within 30 s`);
}

/** Closes the shell's stdin (it then sends anvil SIGTERM, and anvil saves its state), SIGKILL if it lingers. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    if (child.stdin) child.stdin.end();
    else child.kill('SIGTERM');
  });
}
