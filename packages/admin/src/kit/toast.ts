import { App } from 'antd';
import { useMemo } from 'react';

/** Short confirmations and failures; every call returns nothing. */
export interface Toast {
  success(text: string): void;
  /** Shows a failure: an error's message, or a text. */
  error(failure: Error | string): void;
}

/**
 * The back office's toasts. antd's message calls return a promise that settles only when the toast closes, and
 * react-query awaits whatever a mutation's onSuccess or onError returns: a callback handing it back kept the mutation
 * pending, its button spinning and deaf to clicks, until the toast closed (3 s, or as long as the pointer rested on
 * it). These calls return nothing, so they are safe to pass as callbacks.
 */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(() => ({
    success: (text) => {
      message.success(text);
    },
    error: (failure) => {
      message.error(typeof failure === 'string' ? failure : failure.message);
    },
  }), [message]);
}
