// The chain as the rest of the server sees it: a real node (CHAIN_RPC_URL) or the demo chain, checked at start.
import { readFileSync } from 'node:fs';
import type { Address, PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { publicClientOf, tokenDecimals } from './client.js';
import { DEMO_CHAIN_ID, startDemoChain } from './demo-chain.js';
import { depositAddressOf, depositXpubOf, signerKeysOf, type SignerKeys } from './keys.js';
import type { ChainSettings } from './settings.js';

/** A connected chain: what deposits, payments, the signer and the back office use. */
export interface ChainRuntime {
  chainId: number;
  /** true on the local demo chain (anvil) that `npm start` runs with no CHAIN_RPC_URL. */
  demo: boolean;
  rpcUrl: string;
  client: PublicClient;
  /** The USDT token contract (mainnet BSC-USD by default, the demo USDT on the demo chain). */
  token: Address;
  /** The token's decimals, checked against the chain at start. */
  decimals: number;
  pollSeconds: number;
  explorerUrl: string | undefined;
  /** The extended public key of the deposit addresses. */
  xpub: string;
  /** The deposit address of index `index` (derived from the xpub; no private key). */
  depositAddress(index: number): Address;
  /** The signer's keys (demo: from the demo mnemonic; real: CHAIN_SIGNER_MNEMONIC_FILE); throws when there are none. */
  signerKeys(): SignerKeys;
  /** The demo payer wallet behind "pay from the demo wallet"; undefined on a real chain. */
  demoPayer: PrivateKeyAccount | undefined;
  /** Stops what start started (the demo chain's node). */
  stop(): Promise<void>;
}

/** Connects to the configured chain, or starts the demo chain, and checks chain id and the token's decimals. */
export async function startChain(settings: ChainSettings, dataDir: string): Promise<ChainRuntime> {
  if (!settings.rpcUrl) {
    const demo = await startDemoChain(dataDir);
    const xpub = depositXpubOf(demo.mnemonic);
    return {
      chainId: DEMO_CHAIN_ID, demo: true, rpcUrl: demo.anvil.url, client: demo.client, token: demo.token, decimals: 18,
      pollSeconds: Math.min(settings.pollSeconds, 1), explorerUrl: settings.explorerUrl, xpub,
      depositAddress: (index) => depositAddressOf(xpub, index),
      signerKeys: () => signerKeysOf(demo.mnemonic, xpub),
      demoPayer: demo.payer,
      stop: () => demo.anvil.stop(),
    };
  }
  return connectChain(settings, settings.rpcUrl);
}

/** A chain at `rpcUrl` (a real node, or a test's anvil): chain id and the token's decimals() must match the settings. */
export async function connectChain(settings: ChainSettings, rpcUrl: string, extra: { demoPayer?: PrivateKeyAccount; stop?: () => Promise<void> } = {}): Promise<ChainRuntime> {
  const client = publicClientOf(settings.chainId, rpcUrl);
  const chainId = await client.getChainId();
  if (chainId !== settings.chainId) throw new Error(`The node at CHAIN_RPC_URL is on chain ${chainId}, not CHAIN_ID ${settings.chainId}`);
  let decimals: number;
  try {
    decimals = await tokenDecimals(client, settings.token);
  } catch (err) {
    throw new Error(`The token at CHAIN_USDT_ADDRESS ${settings.token} did not answer decimals(): ${(err as Error).message.split('\n')[0]}`);
  }
  if (decimals !== settings.decimals) throw new Error(`The token at ${settings.token} has ${decimals} decimals, not ${settings.decimals}: wrong token address?`);
  const xpub = settings.xpub;
  if (!xpub) throw new Error('CHAIN_XPUB is required');
  return {
    chainId, demo: false, rpcUrl, client, token: settings.token, decimals,
    pollSeconds: settings.pollSeconds, explorerUrl: settings.explorerUrl, xpub,
    depositAddress: (index) => depositAddressOf(xpub, index),
    signerKeys: () => {
      if (!settings.signerMnemonicFile) throw new Error('No signer keys: set CHAIN_SIGNER_MNEMONIC_FILE where the signer runs');
      return signerKeysOf(readFileSync(settings.signerMnemonicFile, 'utf8'), xpub);
    },
    demoPayer: extra.demoPayer,
    stop: extra.stop ?? (async () => undefined),
  };
}
