import type { OptionsObject, VariantType } from 'notistack';

import { toastDurations } from '@agency/contract/ui-settings';

/** The spec's toast types (react-hot-toast's names) and the notistack look each takes. */
export type ToastKind = 'blank' | 'success' | 'error' | 'loading' | 'custom';

const variants: Record<ToastKind, VariantType> = {
  blank: 'default',
  success: 'success',
  error: 'error',
  loading: 'info',
  custom: 'default',
};

export interface ToastRequest {
  message: string;
  options: OptionsObject;
  /** The form (or flow) it speaks for: its newest toast replaces the ones before it. */
  form?: string;
}

// notistack is loaded with the first toast (components/toast-host.tsx): the home page ships without it.
const pending: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | undefined;
const listeners = new Set<() => void>();

/**
 * Shows a toast with the spec's duration for its kind: success 2 s, blank/error/custom 4 s, loading
 * until dismissed. A toast of a `form` closes that form's earlier ones: a success never sits
 * beside the error it put right.
 */
export function toast(message: string, kind: ToastKind = 'blank', duration?: number, form?: string): void {
  const ms = duration ?? toastDurations[kind];
  const request: ToastRequest = {
    message,
    options: { variant: variants[kind], autoHideDuration: ms, persist: ms === null },
    ...(form ? { form } : {}),
  };
  if (deliver) return deliver(request);
  if (form) pending.splice(0, pending.length, ...pending.filter((earlier) => earlier.form !== form));
  pending.push(request);
  for (const listener of listeners) listener();
}

/**
 * The query flow (the support form, then the code page) shows every toast for 4 s, and
 * only its latest: one form in two steps.
 */
export const queryFlowToast = (message: string, kind: 'success' | 'error') => toast(message, kind, toastDurations.queryFlow, 'query-flow');

/** For the toast host: has anything asked for a toast yet? */
export const toastStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
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
