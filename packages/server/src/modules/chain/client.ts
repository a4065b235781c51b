// The RPC client and the one rule of finality every part of the chain module uses.
import { createPublicClient, defineChain, http, type Address, type Chain as ViemChain, type PublicClient } from 'viem';
import { ERC20_ABI } from './token-abi.js';

/** A chain definition for viem from the chain id and RPC address (BSC's native coin is BNB). */
export function chainDefinition(chainId: number, rpcUrl: string): ViemChain {
  return defineChain({
    id: chainId,
    name: chainId === 56 ? 'BNB Smart Chain' : `Chain ${chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * A public client that never answers from its cache: viem otherwise keeps getBlockNumber() for the polling interval,
 * and confirmations would be counted against a stale head.
 */
export function publicClientOf(chainId: number, rpcUrl: string): PublicClient {
  return createPublicClient({ chain: chainDefinition(chainId, rpcUrl), transport: http(rpcUrl, { retryCount: 1, timeout: 15_000 }), cacheTime: 0 });
}

/** The head and the last final block. */
export interface ChainHeights {
  head: bigint;
  finalized: bigint;
  /** 'tag' when the node answered the `finalized` block tag, 'depth' when head − confirmations was used. */
  source: 'tag' | 'depth';
}

/**
 * The newest block that counts as final: the node's `finalized` tag (BSC fast finality: head − 2), else
 * head − confirmations for a node without it.
 */
export async function chainHeights(client: PublicClient, confirmations: number): Promise<ChainHeights> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  try {
    const block = await client.getBlock({ blockTag: 'finalized' });
    if (block.number !== null && block.number <= head) return { head, finalized: block.number, source: 'tag' };
  } catch {
    // no finalized tag on this node: count confirmations instead
  }
  const depth = head - BigInt(confirmations);
  return { head, finalized: depth < 0n ? -1n : depth, source: 'depth' };
}

/** The token's decimals() as the chain answers it. */
export async function tokenDecimals(client: PublicClient, token: Address): Promise<number> {
  return Number(await client.readContract({ address: token, abi: ERC20_ABI, functionName: 'decimals' }));
}
