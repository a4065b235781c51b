import { lazy, type ComponentType } from 'react';

/** Spec §8: a page's code that has not arrived after this long counts as failed to load. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code could not be loaded: a network fault, a timeout, or a chunk that a new deployment removed. */
export class ChunkLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ChunkLoadError';
  }
}

/** True for a failure to load a page's code (as opposed to a page that failed while rendering). */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

// Set after a page's code loaded: the one automatic reload may be used again for a later deployment (chunkReload.ts).
const loaded = new Set<() => void>();
/** Calls `fn` each time a page's code has loaded. */
export function onPageLoaded(fn: () => void): () => void {
  loaded.add(fn);
  return () => loaded.delete(fn);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page code not loaded after ${ms} ms`)), ms);
    promise.then(
      (v) => { clearTimeout(timer); resolve(v); },
      (e: unknown) => { clearTimeout(timer); reject(e); },
    );
  });
}

// How to load again each page whose load failed (forgetFailedPages).
const failed = new Set<() => void>();

/**
 * Lets every page whose code failed to load try again the next time it renders (the error page's retry). Failures
 * stay until then: React renders a failed page again by itself, which must not fetch again and again.
 */
export function forgetFailedPages(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * A page loaded on first use (its own chunk). Unlike a bare React.lazy, which keeps a failed load forever, a failed
 * load can be forgotten (forgetFailedPages), so the error page's retry loads it again.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType & { preload(): void } {
  const make = () => lazy<ComponentType>(async () => {
    try {
      const module = await withTimeout(load(), CHUNK_TIMEOUT_MS);
      for (const fn of loaded) fn();
      return { default: module[name] };
    } catch (error) {
      failed.add(() => { current = make(); });
      throw new ChunkLoadError(error);
    }
  });
  let current = make();
  function LazyPage() {
    const Page = current;
    return <Page />;
  }
  LazyPage.displayName = `LazyPage(${name})`;
  /** Starts fetching the page's code now (the start page, while the rest of the app starts). */
  LazyPage.preload = () => {
    load().catch(() => {
      // Rendering the page loads it again and handles the failure.
    });
  };
  return LazyPage;
}
