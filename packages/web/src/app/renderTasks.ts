import { options } from 'preact';

/**
 * Runs `fn` in a task of its own, after what the browser has queued (input, paint), without setTimeout's 4 ms clamp.
 * A message to ourselves is the usual way: React's scheduler uses it too.
 */
export function nextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => { channel.port1.close(); fn(); };
  channel.port2.postMessage(null);
}

/** Settles in a task of its own (nextTask), so the work before and after it are two tasks, not one long one. */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => nextTask(resolve));

/**
 * The app runs on preact/compat (reactRuntime.ts), which renders state changes in a microtask of the task that made
 * them: a page whose code arrives while the app starts, or a read that answers, rendered in one long task with all the
 * work before it (a phone's longest tasks at start). Rendered in a task of their own, as React's own scheduler does
 * for updates that are not the reader's input, each is a task of its own and the browser can paint and answer input
 * between them. Updates made together still render together.
 */
export function renderStateChangesInTheirOwnTask(): void {
  options.debounceRendering = nextTask;
}
