import type { ToastShowProps } from 'antd-mobile';

type ToastApi = (typeof import('antd-mobile/es/components/toast'))['default'];

let toast: Promise<ToastApi> | undefined;
const FIRST_ACTION = ['pointerdown', 'keydown'] as const;

/** antd-mobile's Toast, fetched once, with the render set-up of its imperative parts (app/antdSetup.ts). */
function loadToast(): Promise<ToastApi> {
  toast ??= Promise.all([import('../app/antdSetup'), import('antd-mobile/es/components/toast')]).then(([, m]) => m.default);
  return toast;
}

// Its mask and animation library are not needed before something happens: fetched at the reader's first touch, click or
// key (a toast answers an action, and the action's own request takes longer than this chunk), not while the first
// screen starts, where evaluating it was one of the longest tasks of a phone's load. A toast asked for earlier fetches
// it then. The render set-up of antd-mobile's imperative parts (toasts, dialogs) comes with it: before it, antd-mobile
// renders those through the runtime's legacy render, which preact/compat has.
if (typeof window !== 'undefined') {
  const first = () => {
    for (const type of FIRST_ACTION) window.removeEventListener(type, first, true);
    void loadToast();
  };
  for (const type of FIRST_ACTION) window.addEventListener(type, first, { capture: true, passive: true });
}

/** Shows a toast (antd-mobile's Toast.show), loading it first if it has not arrived yet. */
export function showToast(props: ToastShowProps): void {
  void loadToast().then((t) => { t.show(props); });
}
