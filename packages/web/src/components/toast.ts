import type { ToastShowProps } from 'antd-mobile';

type ToastApi = (typeof import('antd-mobile/es/components/toast'))['default'];

let toast: Promise<ToastApi> | undefined;
/** antd-mobile's Toast, fetched once, with the render set-up of its imperative parts (app/antdSetup.ts). */
function loadToast(): Promise<ToastApi> {
  toast ??= Promise.all([import('../app/antdSetup'), import('antd-mobile/es/components/toast')]).then(([, m]) => m.default);
  return toast;
}

// Its mask and animation library are not needed before something happens: fetched a while after the page has loaded
// (and has its first screen), so they compete with nothing the first screen needs; a toast asked for earlier fetches it
// then. The app's code runs after the load event (paintFirst.ts), so "loaded" is usually true already when this runs.
// The render set-up of antd-mobile's imperative parts (toasts, dialogs) comes with it: before it, antd-mobile renders
// those through the runtime's legacy render, which preact/compat has.
const TOAST_PREFETCH_DELAY_MS = 3000;
if (typeof window !== 'undefined') {
  const later = () => setTimeout(() => void loadToast(), TOAST_PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Shows a toast (antd-mobile's Toast.show), loading it first if it has not arrived yet. */
export function showToast(props: ToastShowProps): void {
  void loadToast().then((t) => { t.show(props); });
}
