import type { Db } from '../db/client.js';
import { connectChain, createSigner, loadChainSettings, SIGNER_INTERVAL_MS } from '../modules/chain/index.js';

/**
 * `chain:signer`: the payout signer as its own process, where the mnemonic is and the web server is not. Runs until
 * SIGINT or SIGTERM, then finishes its pass and gives its lease up. The demo chain has its signer inside the server.
 */
export async function runSignerApart(db: Db, out: (line: string) => void): Promise<number> {
  const settings = loadChainSettings();
  if (!settings.rpcUrl) {
    out('chain:signer needs CHAIN_RPC_URL: the demo chain runs inside the server with its own signer.');
    return 1;
  }
  const chain = await connectChain(settings, settings.rpcUrl);
  const keys = chain.signerKeys();
  const log = { info: out, warn: out, error: out };
  const signer = createSigner({ db, chain, keys, log });
  signer.start(SIGNER_INTERVAL_MS);
  out(`Signer running: payouts from the hot wallet ${keys.hotWallet.address} on chain ${chain.chainId}. Ctrl-C stops it.`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await signer.stop();
  await chain.stop();
  out('Signer stopped.');
  return 0;
}
