// Compiles DemoUSDT.sol with solc-js (offline, WebAssembly). Used by `npm run -s chain:compile-token`, which writes
// DemoUSDT.json, and by the test that checks the committed artifact matches the source.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the token's source lives. */
export const TOKEN_SOURCE = path.join(here, 'DemoUSDT.sol');
/** Where the compiled artifact is committed. */
export const TOKEN_ARTIFACT = path.join(here, 'DemoUSDT.json');

/** The compiled token: ABI and creation bytecode, with the compiler version that made it. */
export interface TokenArtifact {
  contractName: string;
  compiler: string;
  abi: unknown[];
  bytecode: `0x${string}`;
}

/** Compiles the token source with the installed solc-js; throws the compiler's errors. */
export function compileDemoToken(): TokenArtifact {
  // solc is a development dependency: only this compile step and its test load it.
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string; version(): string };
  const input = {
    language: 'Solidity',
    sources: { 'DemoUSDT.sol': { content: readFileSync(TOKEN_SOURCE, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      // No metadata hash: the bytecode then depends on the source and settings only, not on file paths.
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: Array<{ severity: string; formattedMessage: string }>;
    contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['DemoUSDT.sol']!['DemoUSDT']!;
  return { contractName: 'DemoUSDT', compiler: solc.version(), abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
