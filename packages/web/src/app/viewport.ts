import { useSyncExternalStore } from 'react';

/** Desktop layout threshold (the CSS's `min-width: 768px`): wider screens get the top bar and desktop page heads. */
export const DESKTOP_MIN_WIDTH = 768;

export const isDesktop = (): boolean => window.innerWidth >= DESKTOP_MIN_WIDTH;

function onResize(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

/** Whether the viewport is a desktop's, re-rendering when a resize crosses the threshold (so the shell follows CSS). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(onResize, isDesktop, () => false);
}
