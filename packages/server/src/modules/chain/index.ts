// The chain module's door: settings, the connected chain (real node or the demo chain), keys and addresses, finality.
export { loadChainSettings, MAINNET_USDT, type ChainSettings } from './settings.js';
export { startChain, connectChain, type ChainRuntime } from './runtime.js';
export { chainHeights, publicClientOf, chainDefinition, tokenDecimals, type ChainHeights } from './client.js';
export { depositAddressOf, depositXpubOf, accountAt, signerKeysOf, DEPOSIT_PATH, HOT_WALLET_PATH, type SignerKeys } from './keys.js';
export { ERC20_ABI, TRANSFER_EVENT } from './token-abi.js';
export { startAnvil, anvilBinary, type AnvilOptions, type AnvilProcess } from './anvil.js';
export { ensureDemoToken, mintDemoToken, DEMO_TOKEN_ABI } from './demo-token.js';
export { freePort, DEMO_CHAIN_ID, demoMnemonic } from './demo-chain.js';
export { registerChainJobs } from './jobs.js';
export { scanOnce, creditRange, type ScanReport } from './scanner.js';
export { depositAddressFor } from './addresses.js';
export { expireRecharges } from './recharge.js';
// The signer and payouts (withdrawals paid from the hot wallet).
export { createSigner, type Signer, type SignerOptions, type SignerPass } from './signer.js';
export { PAYOUT_LIFECYCLE } from './payout-machine.js';
export { startSignerIfKeys, SIGNER_INTERVAL_MS } from './signer-process.js';
export { hotWalletBalances } from './hot-wallet.js';
// For orders paid by USDT: the demo wallet, what is on its way, and the event a credited deposit emits (deposits.ts).
export { payFromDemoWallet } from './demo-pay.js';
export { depositsOnTheWay, depositSeenBefore } from './member-deposits.js';
export { chainConfirmations, finality, seedChainSettings, topUpMinutes } from './chain-settings.js';
export { topUpsByDay } from './figures.js';
