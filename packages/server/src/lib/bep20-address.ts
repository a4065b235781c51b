import { getAddress } from 'viem';

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Why an address typed for a BEP20 payout is refused, or 'ok' with the address in its checksummed form. */
export type AddressVerdict = { ok: true; address: string } | { ok: false; why: 'format' | 'checksum' | 'zero' | 'token' };

/** The EIP-55 mixed-case checksum form of a 0x address of 40 hex digits. */
export function checksumAddress(address: string): string {
  return getAddress(address.toLowerCase());
}

/**
 * Checks an address a payout may go to: 0x and 40 hex digits; when it mixes upper and lower case, the case must be its
 * EIP-55 checksum (a typo in a mixed-case address is caught; an all-lower or all-upper address carries no checksum, as
 * wallets accept); not the zero address (tokens sent there are burnt); not one of the token contracts (tokens sent to
 * the contract itself are lost).
 */
export function checkBep20Address(raw: string, tokenContracts: readonly string[] = []): AddressVerdict {
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
