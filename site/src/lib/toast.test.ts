import { describe, expect, it, vi } from 'vitest';

import { queryFlowToast, toast, toastStore, type ToastRequest } from './toast';

describe('toast durations (spec §9)', () => {
  it('success 2 s; blank, error and custom 4 s; loading until dismissed; the query flow 4 s', () => {
    const sent: ToastRequest[] = [];
    const disconnect = toastStore.connect((request) => sent.push(request));
    toast('saved', 'success');
    toast('hello');
    toast('failed', 'error');
    toast('custom', 'custom');
    toast('working', 'loading');
    queryFlowToast('submitted', 'success');
    disconnect();
    expect(sent.map(({ message, options }) => [message, options.variant, options.autoHideDuration, options.persist])).toEqual([
      ['saved', 'success', 2000, false],
      ['hello', 'default', 4000, false],
      ['failed', 'error', 4000, false],
      ['custom', 'default', 4000, false],
      ['working', 'info', null, true],
      ['submitted', 'success', 4000, false],
    ]);
  });

  it('holds toasts asked for before notistack has loaded, and asks the host to load it', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast('early', 'error');
    expect(listener).toHaveBeenCalled();
    expect(toastStore.requested()).toBe(true);
    const sent: ToastRequest[] = [];
    toastStore.connect((request) => sent.push(request))();
    expect(sent.map((request) => request.message)).toEqual(['early']);
    unsubscribe();
  });
});
