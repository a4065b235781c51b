import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newPinKey, ringOf, type PinKeyRing } from './pin-keys.js';

/** Name of the key file in the data folder, used when PIN_KEYS is not set. */
export const PIN_KEY_FILE = 'pin-keys.json';

const ABOUT = 'Keys of the payment PIN hashes (docs/adr/0006). The first is current. Back this file up with the database: '
  + 'without it no stored payment PIN can be checked. Every server instance must use the same keys.';

/** Reads the key file; throws a message naming the file when it is not a usable list of keys. */
function readKeyFile(file: string): PinKeyRing {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Invalid PIN key file ${file}: ${(err as Error).message}`);
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  const wellTyped = Array.isArray(keys) && keys.every((k) => typeof k?.id === 'string' && typeof k?.key === 'string');
  const ring = wellTyped ? ringOf(keys as Array<{ id: string; key: string }>) : 'must be {"keys": [{"id": "…", "key": "<base64>"}, …]}';
  if (typeof ring === 'string') throw new Error(`Invalid PIN key file ${file}: ${ring}`);
  return ring;
}

/**
 * The key ring in `dataDir`'s key file, made with one fresh key (readable by its owner only) when there is none.
 * The file is written whole under another name and then linked into place, so two processes starting at once on one
 * folder end up with the same key, and nobody reads a half-written file.
 */
export function openPinKeyFile(dataDir: string): { ring: PinKeyRing; file: string; created: boolean } {
  const file = path.join(dataDir, PIN_KEY_FILE);
  if (existsSync(file)) return { ring: readKeyFile(file), file, created: false };
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(draft, `${JSON.stringify({ about: ABOUT, keys: [newPinKey()] }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  let created = true;
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    created = false;
  } finally {
    rmSync(draft, { force: true });
  }
  return { ring: readKeyFile(file), file, created };
}


/** Where a server's PIN keys came from, for its start-up log. */
export interface PinKeySource {
  ring: PinKeyRing;
  /** "PIN_KEYS" or the key file's path. */
  from: string;
  created: boolean;
}

/** The server's PIN keys: PIN_KEYS when set (already validated by loadConfig), else the data folder's key file. */
export function loadPinKeyRing(config: { pinKeys: PinKeyRing | undefined; dataDir: string }): PinKeySource {
  if (config.pinKeys) return { ring: config.pinKeys, from: 'PIN_KEYS', created: false };
  const { ring, file, created } = openPinKeyFile(config.dataDir);
  return { ring, from: file, created };
}
