import { onPageLoaded } from './lazyPage';

/** sessionStorage key: set when the page reloaded itself after a failed chunk, so it never reloads in a loop. */
export const CHUNK_RELOAD_KEY = 'chunkReloadTried';

/**
 * Reloads the page once when a page's code failed to load (after a deployment the old chunk names are gone and only
 * a fresh index.html knows the new ones); true when it started the reload. A second failure before any page loaded
 * again returns false, and the error page shows instead.
 */
export function reloadOnceForChunk(): boolean {
  try {
    if (sessionStorage.getItem(CHUNK_RELOAD_KEY)) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without storage the reload could not be remembered: never reload rather than risk a loop.
    return false;
  }
  pageReload.reload();
  return true;
}

/** How the page reloads (a test watches it here: a document cannot reload under jsdom). */
export const pageReload = { reload: () => window.location.reload() };

// Once a page's code loads again the reload has done its work; a later deployment may use it once more.
onPageLoaded(() => {
  try {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Storage refused: nothing was remembered either.
  }
});
