import { createWalletClient, http, parseEther, parseUnits, type Address } from 'viem';
import type { Db } from '../../db/client.js';
import { chainDefinition } from './client.js';
import { ERC20_ABI } from './token-abi.js';
import type { ChainRuntime } from './runtime.js';
import { createSigner, type Signer, type SignerOptions } from './signer.js';

/** How often the signer looks for approved withdrawals and receipts. */
export const SIGNER_INTERVAL_MS = 3_000;

/**
 * Starts the signer inside this process when it holds the signer's keys: always on the demo chain, and on a real chain
 * when CHAIN_SIGNER_MNEMONIC_FILE is set here. Without keys it answers undefined and the signer runs apart
 * (`npm run onego -- chain:signer` where the mnemonic is), so the web server never holds a private key.
 */
export async function startSignerIfKeys(chain: ChainRuntime, db: Db, log: NonNullable<SignerOptions['log']>): Promise<Signer | undefined> {
  let keys;
  try {
    keys = chain.signerKeys();
  } catch {
    log.info('No signer keys in this process: withdrawals are paid by `npm run onego -- chain:signer` where the mnemonic is');
    return undefined;
  }
  if (chain.demo) await fundDemoHotWallet(chain, keys.hotWallet.address);
  const signer = createSigner({ db, chain, keys, log });
  signer.start(chain.demo ? 1_000 : SIGNER_INTERVAL_MS);
  log.info(`Signer running in this process: payouts and sweeps from the hot wallet ${keys.hotWallet.address}`);
  return signer;
}

/** On the demo chain only: the demo payer gives the hot wallet a USDT float and gas, so demo withdrawals can be paid. */
async function fundDemoHotWallet(chain: ChainRuntime, hot: Address): Promise<void> {
  const payer = chain.demoPayer;
  if (!payer) return;
  const wallet = createWalletClient({ account: payer, chain: chainDefinition(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
  const usdt = await chain.client.readContract({ address: chain.token, abi: ERC20_ABI, functionName: 'balanceOf', args: [hot] });
  if (usdt < parseUnits('10000', chain.decimals)) {
    const hash = await wallet.writeContract({ address: chain.token, abi: ERC20_ABI, functionName: 'transfer', args: [hot, parseUnits('100000', chain.decimals)] });
    await chain.client.waitForTransactionReceipt({ hash });
  }
  if ((await chain.client.getBalance({ address: hot })) < parseEther('1')) {
    const hash = await wallet.sendTransaction({ to: hot, value: parseEther('10') });
    await chain.client.waitForTransactionReceipt({ hash });
  }
}
