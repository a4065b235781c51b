// The chain foundation on anvil: the token, deposit addresses from the xpub, finality, and the start-up checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { chainHeights, connectChain, depositAddressOf, depositXpubOf, signerKeysOf, ERC20_ABI } from '../src/modules/chain/index.js';
import { startTestChain, testChainSettings, type TestChain } from './support/anvil.js';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe('chain foundation', () => {
  it('deploys an 18-decimal token and moves it between accounts', async () => {
    expect(chain.runtime.decimals).toBe(18);
    const to = chain.runtime.depositAddress(7);
    await chain.sendUsdt(chain.payers[0]!, to, '12.5');
    const held = await chain.client.readContract({ address: chain.token, abi: ERC20_ABI, functionName: 'balanceOf', args: [to] });
    expect(held).toBe(12_500_000_000_000_000_000n);
  });

  it('derives deposit addresses from the xpub that match the signer’s private keys', () => {
    const keys = signerKeysOf(chain.mnemonic, chain.runtime.xpub);
    for (const index of [0, 1, 2, 999]) {
      const fromXpub = chain.runtime.depositAddress(index);
      expect(fromXpub).toBe(getAddress(fromXpub));
      expect(keys.depositAccount(index).address).toBe(fromXpub);
    }
    expect(new Set([0, 1, 2, 3].map((i) => depositAddressOf(chain.runtime.xpub, i))).size).toBe(4);
    const otherXpub = depositXpubOf(generateMnemonic(wordlist, 128));
    expect(() => signerKeysOf(chain.mnemonic, otherXpub)).toThrow(/does not match/);
  });

  it('counts as final what the finalized tag says (head − 2 on anvil)', async () => {
    await chain.mine(5);
    const heights = await chainHeights(chain.client, 3);
    expect(heights.source).toBe('tag');
    expect(heights.finalized).toBe(heights.head - 2n);
  });

  it('refuses a token whose decimals differ, and a wrong chain id', async () => {
    await expect(connectChain(testChainSettings(chain.url, chain.token, chain.mnemonic, { decimals: 6 }), chain.url)).rejects.toThrow(/18 decimals, not 6/);
    await expect(connectChain(testChainSettings(chain.url, chain.token, chain.mnemonic, { chainId: 97 }), chain.url)).rejects.toThrow(/chain 56, not CHAIN_ID 97/);
    await expect(connectChain(testChainSettings(chain.url, chain.payers[0]!.address, chain.mnemonic), chain.url)).rejects.toThrow(/did not answer decimals/);
  });
});
