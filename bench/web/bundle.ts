import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Bytes of a set of built files: as stored, and as sent with gzip or brotli. */
export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
  br: number;
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the app first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The files a page loads before it can run: the entry, the page's chunk and their static imports, with their CSS. */
export function filesOf(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return { js: [...js], css: [...css] };
}

/** Sizes of built files, compressed as the build's compression step does (its .br/.gz files when present). */
export function bytesOf(dist: string, files: string[]): Bytes {
  const out: Bytes = { files: files.length, raw: 0, gzip: 0, br: 0 };
  for (const f of files) {
    const file = path.join(dist, f);
    const raw = readFileSync(file);
    out.raw += raw.length;
    out.gzip += existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(raw, { level: 9 }).length;
    out.br += existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return out;
}

/** The app's entry chunk in the manifest. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('no entry in the build manifest');
  return key;
}

/**
 * The manifest key of a module (`src/pages/shop/GoodsDetails.tsx`) or of a chunk by its name (`Home`: a module that
 * is also imported statically elsewhere is emitted as a shared chunk that keeps only its name).
 */
export function chunkKey(manifest: Manifest, moduleOrName: string): string {
  if (manifest[moduleOrName]) return moduleOrName;
  const key = Object.keys(manifest).find((k) => manifest[k]!.src === moduleOrName || manifest[k]!.name === moduleOrName);
  if (!key) throw new Error(`${moduleOrName} is not in the build manifest`);
  return key;
}

/** True when the build has this module or named chunk (a build before a split may not). */
export function hasChunk(dist: string, moduleOrName: string): boolean {
  try {
    chunkKey(readManifest(dist), moduleOrName);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first of several names for the same page code that the build has: a page module (`src/pages/shop/GoodsDetails.tsx`),
 * or the chunk it went into (`Home` when shared, `home` / `product` when grouped with what it imports, see
 * packages/web/landingChunks.ts), so the figures stay comparable across builds.
 */
export function pageChunk(dist: string, names: string[]): string {
  const found = names.find((n) => hasChunk(dist, n));
  if (!found) throw new Error(`none of ${names.join(', ')} is in the build manifest`);
  return found;
}

/** JavaScript and CSS of one route's first load: the entry plus the given page modules (and the reader's dictionary). */
export function routeBytes(dist: string, pageModules: string[]): { js: Bytes; css: Bytes } {
  const manifest = readManifest(dist);
  const { js, css } = filesOf(manifest, [entryKey(manifest), ...pageModules.map((m) => chunkKey(manifest, m))]);
  return { js: bytesOf(dist, js), css: bytesOf(dist, css) };
}

/** Every chunk of the build with its sizes, largest (as sent with brotli) first. */
export function chunkTable(dist: string): Array<{ file: string } & Bytes> {
  const manifest = readManifest(dist);
  const files = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  return files.map((file) => ({ file, ...bytesOf(dist, [file]) })).sort((a, b) => b.br - a.br);
}
