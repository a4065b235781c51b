// The demo chain of `npm start` with no CHAIN_RPC_URL: anvil with BSC-like settings, its own mnemonic and saved state
// in the data folder, the demo USDT deployed once, and a demo payer wallet holding demo USDT.
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { formatUnits, type Address, type PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { startAnvil, type AnvilProcess } from './anvil.js';
import { publicClientOf } from './client.js';
import { ensureDemoToken, mintDemoToken } from './demo-token.js';
import { accountAt, HOT_WALLET_PATH } from './keys.js';
import { ERC20_ABI } from './token-abi.js';

/** Folder of the demo chain inside the data folder. */
export const DEMO_CHAIN_DIR = 'chain-demo';
/** The demo chain's id: BSC mainnet's, so the pages say what they would on mainnet. */
export const DEMO_CHAIN_ID = 56;
/** Seconds between demo blocks (BSC: 0.75 s). */
export const DEMO_BLOCK_TIME = 0.75;
/** Demo USDT the payer wallet is kept topped up to. */
const PAYER_FLOAT = 1_000_000n;

/** Anvil's accounts m/44'/60'/0'/0/i of the demo mnemonic, each funded with native coin by anvil. */
export const DEMO_ACCOUNT = { minter: 0, payer: 1 } as const;

/** A running demo chain. */
export interface DemoChain {
  anvil: AnvilProcess;
  client: PublicClient;
  token: Address;
  mnemonic: string;
  /** The wallet behind the "pay from the demo wallet" button. */
  payer: PrivateKeyAccount;
  minter: PrivateKeyAccount;
}

/** The demo mnemonic in the data folder, made once (readable by its owner only). */
export function demoMnemonic(dataDir: string): string {
  const dir = path.join(dataDir, DEMO_CHAIN_DIR);
  const file = path.join(dir, 'wallet.json');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const draft = `${file}.${process.pid}.tmp`;
    const about = 'Demo chain only: the mnemonic of the local demo chain (anvil) and its deposit, payer and signer keys. Never use it on a real chain.';
    writeFileSync(draft, `${JSON.stringify({ about, mnemonic: generateMnemonic(wordlist, 128) }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const mnemonic = (JSON.parse(readFileSync(file, 'utf8')) as { mnemonic?: unknown }).mnemonic;
  if (typeof mnemonic !== 'string') throw new Error(`Invalid demo chain wallet file ${file}: no mnemonic`);
  return mnemonic;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the demo chain from the data folder (its state is saved there), with the token deployed and the payer funded. */
export async function startDemoChain(dataDir: string): Promise<DemoChain> {
  const mnemonic = demoMnemonic(dataDir);
  const anvil = await startAnvil({
    port: await freePort(), chainId: DEMO_CHAIN_ID, blockTime: DEMO_BLOCK_TIME, mnemonic,
    stateFile: path.join(dataDir, DEMO_CHAIN_DIR, 'anvil-state.json'),
  });
  try {
    const client = publicClientOf(DEMO_CHAIN_ID, anvil.url);
    const minter = accountAt(mnemonic, `m/44'/60'/0'/0/${DEMO_ACCOUNT.minter}`);
    const payer = accountAt(mnemonic, `m/44'/60'/0'/0/${DEMO_ACCOUNT.payer}`);
    const token = await ensureDemoToken(client, anvil.url, minter);
    const held = await client.readContract({ address: token, abi: ERC20_ABI, functionName: 'balanceOf', args: [payer.address] });
    const whole = BigInt(formatUnits(held, 18).split('.')[0]!);
    if (whole < PAYER_FLOAT / 2n) await mintDemoToken(client, anvil.url, minter, token, payer.address, String(PAYER_FLOAT - whole));
    await fundDemoHotWallet(client, anvil.url, minter, token, accountAt(mnemonic, HOT_WALLET_PATH).address);
    return { anvil, client, token, mnemonic, payer, minter };
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}

/** Demo USDT and BNB (gas) the hot wallet is kept at, so approved withdrawals are paid out on the demo chain. */
const HOT_FLOAT = 100_000n;
const HOT_GAS_WEI = 10n * 10n ** 18n;

/**
 * Keeps the demo hot wallet funded: on a real chain the operator fills it (and sweeps move deposits to it); on the
 * demo chain nobody would, and every approved withdrawal would fail for lack of funds.
 */
async function fundDemoHotWallet(client: PublicClient, url: string, minter: PrivateKeyAccount, token: Address, hot: Address): Promise<void> {
  const held = await client.readContract({ address: token, abi: ERC20_ABI, functionName: 'balanceOf', args: [hot] });
  const whole = BigInt(formatUnits(held, 18).split('.')[0]!);
  if (whole < HOT_FLOAT / 2n) await mintDemoToken(client, url, minter, token, hot, String(HOT_FLOAT - whole));
  const gas = await client.getBalance({ address: hot });
  if (gas < HOT_GAS_WEI / 2n) {
    await client.request({ method: 'anvil_setBalance' as never, params: [hot, `0x${HOT_GAS_WEI.toString(16)}`] as never });
  }
}
