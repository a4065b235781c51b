// The chain's settings from the environment. With no CHAIN_RPC_URL the server runs the local demo chain instead.
import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';

/** BSC-USD, the USDT token on BNB Smart Chain mainnet (18 decimals). */
export const MAINNET_USDT: Address = '0x55d398326f99059fF775485246999027B3197955';

const EnvSchema = z.object({
  CHAIN_RPC_URL: z.url().optional(),
  CHAIN_ID: z.coerce.number().int().positive().default(56),
  CHAIN_USDT_ADDRESS: z.string().refine((v) => isAddress(v, { strict: false }), 'must be a 0x address').transform((v) => getAddress(v)).default(MAINNET_USDT),
  CHAIN_USDT_DECIMALS: z.coerce.number().int().min(0).max(36).default(18),
  CHAIN_XPUB: z.string().regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key (xpub…)').optional(),
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).optional(),
  CHAIN_EXPLORER_URL: z.url().optional(),
  CHAIN_SIGNER_MNEMONIC_FILE: z.string().min(1).optional(),
  CHAIN_POLL_SECONDS: z.coerce.number().min(0.2).max(600).default(3),
  CHAIN_TOPUP_MINUTES: z.coerce.number().int().min(1).max(1440).optional(),
});

/** What the environment says about the chain. */
export interface ChainSettings {
  /** undefined: run the demo chain (anvil) from the data folder. */
  rpcUrl: string | undefined;
  chainId: number;
  token: Address;
  /** What the token's decimals() must answer; checked at start. */
  decimals: number;
  /** Extended public key whose non-hardened children 0, 1, 2 … are the deposit addresses. */
  xpub: string | undefined;
  /**
   * Blocks behind the head counted as final when the node has no `finalized` block tag: saved as the back-office
   * setting `chain_confirmations` on the first start that sets it (`seedChainSettings`); the setting decides after.
   */
  confirmations?: number | undefined;
  /** Base of transaction links (`${explorerUrl}/tx/${hash}`); none on the demo chain unless set. */
  explorerUrl: string | undefined;
  /** A file holding the mnemonic of the keys the signer uses (payouts, sweeps); only the signer reads it. */
  signerMnemonicFile: string | undefined;
  /** How often the scanner looks for new blocks. */
  pollSeconds: number;
  /** How long a top-up request waits for its money: the first value of the setting `topup_minutes`, as above. */
  topUpMinutes?: number | undefined;
}

/** Reads and validates the chain settings; throws one error listing every bad variable. */
export function loadChainSettings(env: NodeJS.ProcessEnv = process.env): ChainSettings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('CHAIN_') && v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(`Invalid chain configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  if (e.CHAIN_RPC_URL && !e.CHAIN_XPUB) throw new Error('Invalid chain configuration:\n  CHAIN_XPUB: required with CHAIN_RPC_URL (deposit addresses are derived from it)');
  return {
    rpcUrl: e.CHAIN_RPC_URL,
    chainId: e.CHAIN_ID,
    token: e.CHAIN_USDT_ADDRESS,
    decimals: e.CHAIN_USDT_DECIMALS,
    xpub: e.CHAIN_XPUB,
    confirmations: e.CHAIN_CONFIRMATIONS,
    explorerUrl: (e.CHAIN_EXPLORER_URL ?? (e.CHAIN_RPC_URL && e.CHAIN_ID === 56 ? 'https://bscscan.com' : undefined))?.replace(/\/$/, ''),
    signerMnemonicFile: e.CHAIN_SIGNER_MNEMONIC_FILE,
    pollSeconds: e.CHAIN_POLL_SECONDS,
    topUpMinutes: e.CHAIN_TOPUP_MINUTES,
  };
}
