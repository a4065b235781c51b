// "Pay from the demo wallet": on the demo chain only, the demo payer sends a top-up's remaining USDT to the member's
// address, exactly as a member's own wallet would. It is an ordinary token transfer: the scanner credits it.
import { createWalletClient, http, parseUnits, type Address } from 'viem';
import { AppError } from '../../http/errors.js';
import { chainDefinition } from './client.js';
import type { ChainRuntime } from './runtime.js';
import { ERC20_ABI } from './token-abi.js';

/** Sends `amount` USDT from the demo payer to `to`; refused on a real chain. */
export async function payFromDemoWallet(chain: ChainRuntime, to: string, amount: string): Promise<string> {
  if (!chain.demo || !chain.demoPayer) throw new AppError('recharge_demo_only');
  const wallet = createWalletClient({ account: chain.demoPayer, chain: chainDefinition(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
  const hash = await wallet.writeContract({ address: chain.token, abi: ERC20_ABI, functionName: 'transfer', args: [to as Address, parseUnits(amount, chain.decimals)] });
  // Answered once the transfer is in a block (a block or less on the demo chain), so the next scan sees it on its way
  // and a second press is refused as nothing left to send.
  await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return hash;
}
