/** Desktop layout threshold: wider screens get the login overlay instead of the login page. */
export const DESKTOP_MIN_WIDTH = 768;

export const isDesktop = (): boolean => window.innerWidth >= DESKTOP_MIN_WIDTH;
