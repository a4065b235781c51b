import { useSyncExternalStore } from 'react';

/** Desktop layout threshold (the CSS's `min-width: 768px`): wider screens get the top bar and desktop page heads. */
export const DESKTOP_MIN_WIDTH = 768;

let desktopQuery: MediaQueryList | undefined;
/**
 * Whether the viewport is a desktop's. Asked through a media query, not `innerWidth`: reading `innerWidth` while a
 * render has changed the page lays the page out first (a product card asks for its link), which cost a phone's first
 * render of Home several forced layouts; a media query is answered from the viewport's size alone.
 */
export const isDesktop = (): boolean => (desktopQuery ??= window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`)).matches;

function onResize(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

/** Whether the viewport is a desktop's, re-rendering when a resize crosses the threshold (so the shell follows CSS). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(onResize, isDesktop, () => false);
}
