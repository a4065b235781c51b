// A test chain: anvil on a free port with the demo USDT deployed and funded payer accounts; stop() ends it.
// Automine (a block per transaction) unless a block time is asked for; tests move finality with mine().
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Address, type Hex, type PublicClient, type WalletClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import {
  accountAt, connectChain, depositXpubOf, ensureDemoToken, freePort, mintDemoToken, publicClientOf, startAnvil, chainDefinition,
  ERC20_ABI, type AnvilProcess, type ChainRuntime, type ChainSettings,
} from '../../src/modules/chain/index.js';

/** Chain id of test chains (BSC mainnet's). */
export const TEST_CHAIN_ID = 56;

/** A running test chain. */
export interface TestChain {
  anvil: AnvilProcess;
  url: string;
  client: PublicClient;
  token: Address;
  mnemonic: string;
  /** The minter of the token (anvil account 0). */
  minter: PrivateKeyAccount;
  /** Anvil accounts 1..3: native coin from anvil and 1,000,000 test USDT each. */
  payers: PrivateKeyAccount[];
  /** The chain as the server sees it (same mnemonic's xpub, the token, finality by tag: head − 2). */
  runtime: ChainRuntime;
  /** Sends `amount` USDT (decimal string) from a funded account; resolves with the hash once sent (mined at once under automine). */
  sendUsdt(from: PrivateKeyAccount, to: Address, amount: string, fees?: { maxPriorityFeePerGas: bigint; maxFeePerGas: bigint }): Promise<Hex>;
  /** Mints `amount` USDT to an address. */
  mint(to: Address, amount: string): Promise<Hex>;
  /** Gives an address native coin (gas). */
  setNative(to: Address, amount: string): Promise<void>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Turns automine off/on (off: transactions wait in the pool for mine()). */
  setAutomine(on: boolean): Promise<void>;
  /** evm_snapshot; revert() goes back to it (a reorg as far as the chain's readers can tell). */
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /** Any JSON-RPC call (anvil_*, evm_*). */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  head(): Promise<bigint>;
  stop(): Promise<void>;
}

/** Settings of a test chain's runtime; `overrides` change single ones (e.g. pollSeconds). */
export function testChainSettings(url: string, token: Address, mnemonic: string, overrides: Partial<ChainSettings> = {}): ChainSettings {
  return {
    rpcUrl: url, chainId: TEST_CHAIN_ID, token, decimals: 18, xpub: depositXpubOf(mnemonic), confirmations: 3,
    explorerUrl: 'https://bscscan.com', signerMnemonicFile: undefined, pollSeconds: 0.2, topUpMinutes: 30, ...overrides,
  };
}

/** Starts anvil on a free port, deploys the token, funds payers. Call stop() in afterAll. */
export async function startTestChain(opts: { blockTime?: number; settings?: Partial<ChainSettings> } = {}): Promise<TestChain> {
  const mnemonic = generateMnemonic(wordlist, 128);
  const anvil = await startAnvil({ port: await freePort(), chainId: TEST_CHAIN_ID, mnemonic, ...(opts.blockTime !== undefined ? { blockTime: opts.blockTime } : {}) });
  try {
    const url = anvil.url;
    const client = publicClientOf(TEST_CHAIN_ID, url);
    const minter = accountAt(mnemonic, "m/44'/60'/0'/0/0");
    const payers = [1, 2, 3].map((i) => accountAt(mnemonic, `m/44'/60'/0'/0/${i}`));
    const token = await ensureDemoToken(client, url, minter);
    for (const payer of payers) await mintDemoToken(client, url, minter, token, payer.address, '1000000');
    const runtime = await connectChain(testChainSettings(url, token, mnemonic, opts.settings), url, { demoPayer: payers[0] });
    // The tests' own calls to anvil (mine, snapshot, balances) get a client of their own: mining hundreds of blocks on a
    // busy machine can pass the app's 15 s timeout, and a retried anvil_mine would mine twice.
    const control = createPublicClient({ chain: chainDefinition(TEST_CHAIN_ID, url), transport: http(url, { timeout: 300_000, retryCount: 0 }), cacheTime: 0 });
    const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => control.request({ method: method as never, params: params as never }) as Promise<T>;
    const wallets = new Map<string, WalletClient>();
    // Whether anvil mines each transaction by itself (the default); setAutomine() changes it.
    let automine = true;
    const walletOf = (account: PrivateKeyAccount) => {
      let w = wallets.get(account.address);
      if (!w) wallets.set(account.address, (w = createWalletClient({ account, chain: chainDefinition(TEST_CHAIN_ID, url), transport: http(url) })));
      return w;
    };
    return {
      anvil, url, client, token, mnemonic, minter, payers, runtime,
      async sendUsdt(from, to, amount, fees) {
        const hash = await walletOf(from).writeContract({ account: from, chain: null, address: token, abi: ERC20_ABI, functionName: 'transfer', args: [to, parseUnits(amount, 18)], ...fees });
        // anvil may answer the send before its automined block exists; a reader right after must find the block there.
        if (automine) await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
        return hash;
      },
      mint: (to, amount) => mintDemoToken(client, url, minter, token, to, amount),
      async setNative(to, amount) {
        await rpc('anvil_setBalance', [to, `0x${parseEther(amount).toString(16)}`]);
      },
      async mine(blocks) {
        await rpc('anvil_mine', [`0x${blocks.toString(16)}`]);
      },
      async setAutomine(on) {
        await rpc('evm_setAutomine', [on]);
        automine = on;
      },
      snapshot: () => rpc<Hex>('evm_snapshot'),
      async revert(id) {
        const ok = await rpc<boolean>('evm_revert', [id]);
        if (!ok) throw new Error(`evm_revert ${id} failed`);
      },
      rpc,
      head: () => client.getBlockNumber({ cacheTime: 0 }),
      stop: () => anvil.stop(),
    };
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}
