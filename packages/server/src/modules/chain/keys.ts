// Keys and addresses. The web server holds only the extended public key of the deposit addresses; private keys are
// derived from a mnemonic by the signer alone (payouts from the hot wallet, sweeps from deposit addresses).
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { bytesToHex, type Address } from 'viem';
import { privateKeyToAccount, publicKeyToAddress, type PrivateKeyAccount } from 'viem/accounts';

/** The node whose children are the deposit addresses: deposit address i is `${DEPOSIT_PATH}/i`. */
export const DEPOSIT_PATH = "m/44'/60'/1'/0";
/** The hot wallet (payouts, the sweeps' gas), in the signer's mnemonic. */
export const HOT_WALLET_PATH = "m/44'/60'/2'/0/0";

/** The address of deposit index `index` under an extended public key (no private key involved). */
export function depositAddressOf(xpub: string, index: number): Address {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) throw new Error(`deposit index out of range: ${index}`);
  const child = HDKey.fromExtendedKey(xpub).deriveChild(index);
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey!).toBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed));
}

/** The extended public key of the deposit addresses of a mnemonic. */
export function depositXpubOf(mnemonic: string): string {
  return rootOf(mnemonic).derive(DEPOSIT_PATH).publicExtendedKey;
}

/** The account at a derivation path of a mnemonic. */
export function accountAt(mnemonic: string, derivationPath: string): PrivateKeyAccount {
  const key = rootOf(mnemonic).derive(derivationPath).privateKey;
  if (!key) throw new Error(`no private key at ${derivationPath}`);
  return privateKeyToAccount(bytesToHex(key));
}

/** The keys of the signer (the only process that sends from our addresses). */
export interface SignerKeys {
  /** The hot wallet: pays withdrawals, tops deposit addresses up with gas. */
  hotWallet: PrivateKeyAccount;
  /** The account of deposit address `index` (to sweep it); its address equals depositAddressOf(xpub, index). */
  depositAccount(index: number): PrivateKeyAccount;
}

/** The signer's keys from its mnemonic; checks that the mnemonic's deposit addresses are the server's (same xpub). */
export function signerKeysOf(mnemonic: string, xpub: string): SignerKeys {
  if (depositXpubOf(mnemonic) !== xpub) throw new Error('the signer mnemonic does not match CHAIN_XPUB: its deposit addresses would differ');
  return {
    hotWallet: accountAt(mnemonic, HOT_WALLET_PATH),
    depositAccount: (index) => accountAt(mnemonic, `${DEPOSIT_PATH}/${index}`),
  };
}

function rootOf(mnemonic: string): HDKey {
  const words = mnemonic.trim().replace(/\s+/g, ' ');
  if (!validateMnemonic(words, wordlist)) throw new Error('not a valid BIP-39 mnemonic (English word list)');
  return HDKey.fromMasterSeed(mnemonicToSeedSync(words));
}
