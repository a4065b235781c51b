import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** BSC mainnet USDT (BSC-USD), 18 decimals: the token a withdrawal address must never be. */
export const MAINNET_USDT = '0x55d398326f99059fF775485246999027B3197955';
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Why an address typed for a BEP20 payout is refused, or 'ok' with the address in its checksummed form. */
export type AddressVerdict = { ok: true; address: string } | { ok: false; why: 'format' | 'checksum' | 'zero' | 'token' };

/** The EIP-55 mixed-case checksum form of a 0x address of 40 hex digits. */
export function checksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

/**
 * Checks an address a payout may go to: 0x and 40 hex digits; when it mixes upper and lower case, the case must be its
 * EIP-55 checksum (a typo in a mixed-case address is caught; an all-lower or all-upper address carries no checksum, as
 * wallets accept); not the zero address (tokens sent there are burnt); not one of the token contracts (tokens sent to
 * the contract itself are lost).
 */
export function checkBep20Address(raw: string, tokenContracts: readonly string[] = [MAINNET_USDT]): AddressVerdict {
  const value = raw.trim();
  if (!/^0[xX][0-9a-fA-F]{40}$/.test(value)) return { ok: false, why: 'format' };
  const address = checksumAddress(`0x${value.slice(2)}`);
  const digits = value.slice(2);
  const mixed = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixed && `0x${digits}` !== address) return { ok: false, why: 'checksum' };
  if (address === ZERO_ADDRESS) return { ok: false, why: 'zero' };
  if (tokenContracts.some((t) => t.toLowerCase() === address.toLowerCase())) return { ok: false, why: 'token' };
  return { ok: true, address };
}
