import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messages } from '@agency/contract/messages';

import { queryFlowToast, toast } from '../lib/toast';
import Toaster from './toaster';

const shown = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('the toaster', () => {
  it("shows only a form's latest toast: a success replaces the form's earlier errors", async () => {
    render(<Toaster />);
    act(() => queryFlowToast('Mail is down', 'error'));
    await waitFor(() => expect(shown()).toEqual(['Mail is down×']));
    act(() => queryFlowToast(messages.querySubmitFailed, 'error'));
    await waitFor(() => expect(shown()).toEqual([`${messages.querySubmitFailed}×`]));
    act(() => queryFlowToast(messages.querySubmitted, 'success'));
    await waitFor(() => expect(shown()).toEqual([`${messages.querySubmitted}×`]));
  });

  it('leaves toasts that belong to no form alone', async () => {
    render(<Toaster />);
    act(() => toast('Saved', 'success'));
    act(() => toast('Copied'));
    await waitFor(() => expect(shown()).toEqual(['Saved×', 'Copied×']));
  });
});
