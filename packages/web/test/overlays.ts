import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
// The app's render set-up for toasts and dialogs, taken now so that the wrapper below stays the last one set: the app
// loads it again later (components/toast.ts), and a loaded module does not run twice.
import '../src/app/antdSetup';

// Each toast or dialog rendered in a root of its own, by its container, with that root's unmount (done once).
const mounted = new Map<Element | DocumentFragment, () => Promise<void>>();
// Whether a test is running. After its end, work it started may still answer (a payment's toast): nothing renders then.
let accepting = true;
const render = unstableSetRender();
unstableSetRender((node, container) => {
  if (!accepting) {
    container.parentNode?.removeChild(container);
    return () => Promise.resolve();
  }
  const unmount = render(node, container);
  let done: Promise<void> | undefined;
  const once = () => (done ??= Promise.resolve(unmount()).then(() => { mounted.delete(container); }));
  mounted.set(container, once);
  return once;
});

/** How many toasts and dialogs are rendered in roots of their own now. */
export const openOverlays = (): number => mounted.size;

/** Lets a test show toasts and dialogs again (before each test). */
export function acceptOverlays(): void {
  accepting = true;
}

/**
 * Unmounts every toast and dialog at once and shows no new one until the next test. They live in roots outside the
 * test's render, so its cleanup leaves them, and their own closing waits for an animation: one rendering or unmounting
 * when jsdom goes at a file's end does so into no window, an error outside the tests that makes the whole run red.
 */
export async function closeOverlays(): Promise<void> {
  accepting = false;
  // antd-mobile forgets them (its close calls the same unmount, once).
  Toast.clear();
  Dialog.clear();
  await Promise.all([...mounted].map(([container, unmount]) => {
    container.parentNode?.removeChild(container);
    return unmount();
  }));
}
