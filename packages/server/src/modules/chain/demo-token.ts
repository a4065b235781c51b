// Deploying and minting the demo USDT (an ERC-20 with 18 decimals compiled offline: demo-token/DemoUSDT.sol).
import { readFileSync } from 'node:fs';
import { createWalletClient, getContractAddress, http, parseUnits, type Abi, type Address, type Hex, type PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { chainDefinition } from './client.js';

const artifact = JSON.parse(readFileSync(new URL('./demo-token/DemoUSDT.json', import.meta.url), 'utf8')) as { abi: Abi; bytecode: Hex };

/** The demo token's ABI (ERC-20 plus mint). */
export const DEMO_TOKEN_ABI = artifact.abi;

/**
 * The demo token's address: the first contract its minter deploys (nonce 0). Deploys it when the chain has no code
 * there yet, so a demo chain restarted from its saved state keeps its token.
 */
export async function ensureDemoToken(client: PublicClient, rpcUrl: string, minter: PrivateKeyAccount): Promise<Address> {
  const address = getContractAddress({ from: minter.address, nonce: 0n });
  const code = await client.getCode({ address });
  if (code && code !== '0x') return address;
  const nonce = await client.getTransactionCount({ address: minter.address });
  if (nonce !== 0) throw new Error(`the demo token's minter ${minter.address} has already sent transactions but there is no token at ${address}`);
  const wallet = createWalletClient({ account: minter, chain: chainDefinition(await client.getChainId(), rpcUrl), transport: http(rpcUrl) });
  const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== address.toLowerCase()) throw new Error('demo token deployment failed');
  return address;
}

/** Mints `amount` whole USDT (a decimal string) of the demo token to `to`; resolves when it is mined. */
export async function mintDemoToken(client: PublicClient, rpcUrl: string, minter: PrivateKeyAccount, token: Address, to: Address, amount: string): Promise<Hex> {
  const wallet = createWalletClient({ account: minter, chain: chainDefinition(await client.getChainId(), rpcUrl), transport: http(rpcUrl) });
  const hash = await wallet.writeContract({ address: token, abi: artifact.abi, functionName: 'mint', args: [to, parseUnits(amount, 18)] });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  if (receipt.status !== 'success') throw new Error('demo token mint failed');
  return hash;
}
