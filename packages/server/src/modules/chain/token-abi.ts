// The part of the ERC-20 interface the chain module uses (reads, Transfer events, transfers).
import { parseAbi } from 'viem';

/** ERC-20 as far as USDT deposits and payouts need it. */
export const ERC20_ABI = parseAbi([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

/** The Transfer event alone (for getLogs filters). */
export const TRANSFER_EVENT = ERC20_ABI.find((item) => item.type === 'event' && item.name === 'Transfer')!;
