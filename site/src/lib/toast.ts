import type { OptionsObject, VariantType } from 'notistack';

/** The spec's durations (react-hot-toast's defaults): success 2 s, error/blank/custom 4 s, loading until dismissed. */
const durations: Record<VariantType, number> = { success: 2000, error: 4000, default: 4000, info: 4000, warning: 4000 };

export interface ToastRequest {
  message: string;
  options: OptionsObject;
}

// notistack is loaded with the first toast (components/toast-host.tsx): the home page ships without it.
const pending: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | undefined;
const listeners = new Set<() => void>();

export function toast(message: string, variant: VariantType = 'default', options: OptionsObject = {}): void {
  const request = { message, options: { variant, autoHideDuration: durations[variant], ...options } };
  if (deliver) return deliver(request);
  pending.push(request);
  for (const listener of listeners) listener();
}

/** The query flow shows every toast for 4 s (spec §9). */
export const queryFlowToast = (message: string, variant: 'success' | 'error') => toast(message, variant, { autoHideDuration: 4000 });

/** For the toast host: has anything asked for a toast yet? */
export const toastStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => pending.length > 0 || deliver !== undefined,
  connect: (send: (request: ToastRequest) => void) => {
    deliver = send;
    for (const request of pending.splice(0)) send(request);
    return () => {
      deliver = undefined;
    };
  },
};
