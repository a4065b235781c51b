import { formatUnits, type Address } from 'viem';
import type { Db } from '../../db/client.js';
import type { ChainRuntime } from './runtime.js';
import { signerNonces } from './tables.js';
import { ERC20_ABI } from './token-abi.js';

/**
 * The hot wallet's USDT and BNB as the chain answers now. Its address is the one the signer leased (the web server
 * holds no key to derive it); none before a signer ran, and no balances without a chain or when the node does not answer.
 */
export async function hotWalletBalances(db: Db, chain: ChainRuntime | undefined): Promise<{ address: string; usdt: string | null; bnb: string | null }> {
  const [row] = await db.select({ address: signerNonces.address }).from(signerNonces).limit(1);
  if (!row || !chain) return { address: row?.address ?? '', usdt: null, bnb: null };
  const address = row.address as Address;
  try {
    const [usdt, bnb] = await Promise.all([
      chain.client.readContract({ address: chain.token, abi: ERC20_ABI, functionName: 'balanceOf', args: [address] }),
      chain.client.getBalance({ address }),
    ]);
    return { address, usdt: formatUnits(usdt, chain.decimals), bnb: formatUnits(bnb, 18) };
  } catch {
    return { address, usdt: null, bnb: null };
  }
}
