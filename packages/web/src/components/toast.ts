import type { ToastShowProps } from 'antd-mobile';

type ToastApi = (typeof import('antd-mobile/es/components/toast'))['default'];

let toast: Promise<ToastApi> | undefined;
/** antd-mobile's Toast, fetched once, with the render set-up of its imperative parts (app/antdSetup.ts). */
function loadToast(): Promise<ToastApi> {
  toast ??= Promise.all([import('../app/antdSetup'), import('antd-mobile/es/components/toast')]).then(([, m]) => m.default);
  return toast;
}

// Its mask and animation library are not needed before something happens: fetched once the page has loaded (and has
// its first screen), so they stay out of the first load; a toast asked for earlier fetches it then. The render set-up
// of antd-mobile's imperative parts (toasts, dialogs) comes with it: before it, antd-mobile renders those through
// the runtime's legacy render, which preact/compat has.
if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') void loadToast();
  else window.addEventListener('load', () => setTimeout(() => void loadToast(), 1000), { once: true });
}

/** Shows a toast (antd-mobile's Toast.show), loading it first if it has not arrived yet. */
export function showToast(props: ToastShowProps): void {
  void loadToast().then((t) => { t.show(props); });
}
