import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { knownChallenge, proofOfWorkAsked } from '../../../testing/altcha';
import { currentPath, jsonResponse, renderWithApp } from '../../../testing/render';
import { SupportForm } from './support-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ queryFlowToast: toast, toast }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  toast.mockReset();
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /^Submit/ });

async function fillValid(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(field('Full Name'), 'Riley Visitor');
  await user.type(field('Email'), 'riley@example.com');
  await user.type(field('Phone Number'), '+1 (307) 555-0188');
  await user.type(field('Your Message'), 'We need Shorts cut from our podcast.');
}

describe('support form', () => {
  it('has the four required fields, a 5-row message, and starts with Submit disabled and no message shown', () => {
    renderWithApp(<SupportForm />, { path: '/support' });
    expect(field('Your Message').tagName).toBe('TEXTAREA');
    expect(field('Your Message')).toHaveAttribute('rows', '5');
    expect(submit()).toBeDisabled();
    expect(screen.queryByText(messages.contactNameMin)).not.toBeInTheDocument();
  });

  it.each([
    ['Full Name', 'R', messages.contactNameMin],
    ['Email', 'riley@', messages.contactEmail],
    ['Phone Number', '555-0188', messages.contactPhoneMin],
    ['Phone Number', '555-0188-abc', messages.contactPhoneInvalid],
    ['Your Message', 'Too short', messages.contactMessageMin],
  ])('checks %s on every change: %s → %s', async (label, value, message) => {
    const { user } = renderWithApp(<SupportForm />, { path: '/support' });
    await user.type(field(label), value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(submit()).toBeDisabled();
  });

  it('clears a message as soon as the value is right', async () => {
    const { user } = renderWithApp(<SupportForm />, { path: '/support' });
    await user.type(field('Full Name'), 'R');
    expect(await screen.findByText(messages.contactNameMin)).toBeInTheDocument();
    await user.type(field('Full Name'), 'i');
    await waitFor(() => expect(screen.queryByText(messages.contactNameMin)).not.toBeInTheDocument());
  });

  it("submits, shows 'Submitting...', stores contactEmail and queryId, toasts and goes to the code page", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithApp(<SupportForm />, { path: '/support' });
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/query/create');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Riley Visitor',
      email: 'riley@example.com',
      phone: '+1 (307) 555-0188',
      message: 'We need Shorts cut from our podcast.',
    });

    answer(jsonResponse(201, { success: true, message: messages.querySubmitted, data: { id: 'q-123' } }));
    await waitFor(() => expect(currentPath()).toBe('/otp-verification'));
    expect(toast).toHaveBeenCalledWith(messages.querySubmitted, 'success');
    expect(sessionStorage.getItem('contactEmail')).toBe('riley@example.com');
    expect(sessionStorage.getItem('queryId')).toBe('q-123');
  });

  it("solves the proof of work the server asks for under a flood, saying 'Checking...', then sends the query with it", async () => {
    const challenge = await knownChallenge(3);
    let giveChallenge!: (response: Response) => void;
    fetchMock
      .mockResolvedValueOnce(proofOfWorkAsked())
      .mockReturnValueOnce(new Promise<Response>((resolve) => (giveChallenge = resolve)))
      .mockResolvedValueOnce(jsonResponse(201, { success: true, message: messages.querySubmitted, data: { id: 'q-456' } }));
    const { user } = renderWithApp(<SupportForm />, { path: '/support' });
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/query/challenge');
    giveChallenge(jsonResponse(200, { success: true, message: 'Challenge created', data: challenge }));

    await waitFor(() => expect(currentPath()).toBe('/otp-verification'));
    const sent = JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body)) as { altcha: string; email: string };
    expect(sent.email).toBe('riley@example.com');
    expect(JSON.parse(atob(sent.altcha))).toEqual({
      challenge,
      solution: { counter: 3, derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(sessionStorage.getItem('queryId')).toBe('q-456');
    expect(toast).not.toHaveBeenCalledWith(expect.anything(), 'error');
  });

  it("shows the server's message when the query is refused, and stays on the form", async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { success: false, message: 'Too many requests. Please try again in 30 seconds.' }));
    const { user } = renderWithApp(<SupportForm />, { path: '/support' });
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Too many requests. Please try again in 30 seconds.', 'error'));
    expect(currentPath()).toBe('/support');
    expect(field('Full Name')).toHaveValue('Riley Visitor');
  });

  it("says 'Failed to submit query' for a refusal without a message, and 'Something went wrong' without a response", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(500, { success: false, message: '' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithApp(<SupportForm />, { path: '/support' });
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(messages.querySubmitFailed, 'error'));
    await user.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(messages.somethingWrongRetry, 'error'));
  });
});
