import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import { validateOtp } from '../../features/otp/components/otp-form';
import { knownChallenge, proofOfWorkAsked } from '../../testing/altcha';
import { currentPath, jsonResponse, renderWithApp } from '../../testing/render';
import OtpVerificationRoute from './otp-verification';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ queryFlowToast: toast, toast }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  toast.mockReset();
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const queryId = '5b0c8f9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
function storeSession(sentAt = Date.now()) {
  sessionStorage.setItem('contactEmail', 'riley@example.com');
  sessionStorage.setItem('queryId', queryId);
  sessionStorage.setItem('otpSentAt', String(sentAt));
}

const codeBox = () => screen.getByLabelText('Verification code');
const verifyButton = () => screen.getByRole('button', { name: /^Verif/ });
const resendButton = () => screen.getByRole('button', { name: /^Resend/ });

describe('OTP verification page', () => {
  it('without a submitted form: says access is denied, renders nothing and goes to /support', async () => {
    sessionStorage.setItem('contactEmail', 'riley@example.com'); // no queryId
    renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    await waitFor(() => expect(currentPath()).toBe('/support'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(messages.accessDenied, 'error');
    expect(screen.queryByRole('heading', { name: 'Verify OTP' })).not.toBeInTheDocument();
  });

  it('shows the stored address, the hint, and Verify OTP disabled until six characters', async () => {
    storeSession();
    const { user } = renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('riley@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-character code sent to your email')).toBeInTheDocument();
    expect(screen.getByText(/Didn't receive the code\?/)).toBeInTheDocument();
    expect(codeBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeBox(), 'ab12c');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeBox(), '3');
    expect(verifyButton()).toBeEnabled();
  });

  it("says 'OTP must be exactly 6 characters' for a short code once the field is left", async () => {
    storeSession();
    const { user } = renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    await user.type(await screen.findByLabelText('Verification code'), 'ab1');
    await user.tab();
    expect(await screen.findByText(messages.otpLength)).toBeInTheDocument();
  });

  it('checks codes with the contract rule: length, then letters and digits only', () => {
    expect(validateOtp({ otp: 'AB12' })).toEqual({ otp: messages.otpLength });
    expect(validateOtp({ otp: 'AB-12C' })).toEqual({ otp: messages.otpCharset });
    expect(validateOtp({ otp: 'ab12CD' })).toEqual({});
  });

  it("verifies with { otp, queryId }, shows 'Verifying...', then toasts, forgets the session and goes home", async () => {
    storeSession();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    await user.type(await screen.findByLabelText('Verification code'), 'x7k2qp');
    await user.click(verifyButton());
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/query/verify-otp');
    expect(JSON.parse(String(init?.body))).toEqual({ otp: 'X7K2QP', queryId });

    answer(jsonResponse(200, { success: true, message: messages.otpVerified, data: { id: queryId, isVerified: true } }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(toast).toHaveBeenCalledWith(messages.otpVerified, 'success');
    expect(sessionStorage.getItem('contactEmail')).toBeNull();
    expect(sessionStorage.getItem('queryId')).toBeNull();
  });

  it("clears the code when the server refuses it and shows the server's message (or the fallbacks)", async () => {
    storeSession();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, { success: false, message: 'Invalid OTP. Please try again. 4 tries left for this code.' }))
      .mockResolvedValueOnce(jsonResponse(400, { success: false, message: '' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    const expected = ['Invalid OTP. Please try again. 4 tries left for this code.', messages.otpVerifyFailed, messages.otpVerifyNoResponse];
    for (const message of expected) {
      await user.type(await screen.findByLabelText('Verification code'), 'AAAAAA');
      await user.click(verifyButton());
      await waitFor(() => expect(toast).toHaveBeenLastCalledWith(message, 'error'));
      expect(codeBox()).toHaveValue('');
      expect(verifyButton()).toBeDisabled();
    }
    expect(currentPath()).toBe('/otp-verification');
  });

  it("counts down 'Resend in {n}s' from the last send, then offers Resend OTP", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    storeSession(Date.now() - 15_000);
    renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification', timers: 'fake' });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(resendButton()).toHaveTextContent('Resend in 45s');
    expect(resendButton()).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(resendButton()).toHaveTextContent('Resend in 44s');
    await act(async () => vi.advanceTimersByTimeAsync(44_000));
    expect(resendButton()).toHaveTextContent('Resend OTP');
    expect(resendButton()).toBeEnabled();
  });

  it("resends with { email, queryId }: 'Resending...', a toast, the code cleared and a fresh 60-second countdown", async () => {
    storeSession(Date.now() - 61_000);
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    await user.type(await screen.findByLabelText('Verification code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: 'Resending...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/query/resend-otp');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'riley@example.com', queryId });

    answer(jsonResponse(200, { success: true, message: messages.otpSent, data: { id: queryId } }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(toast).toHaveBeenCalledWith(messages.otpSent, 'success');
    expect(codeBox()).toHaveValue('');
  });

  it("solves the proof of work the server asks for before a resend, saying 'Checking...', then resends with it", async () => {
    storeSession(Date.now() - 61_000);
    const challenge = await knownChallenge(2);
    let giveChallenge!: (response: Response) => void;
    fetchMock
      .mockResolvedValueOnce(proofOfWorkAsked())
      .mockReturnValueOnce(new Promise<Response>((resolve) => (giveChallenge = resolve)))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, message: messages.otpSent, data: { id: queryId } }));
    const { user } = renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    giveChallenge(jsonResponse(200, { success: true, message: 'Challenge created', data: challenge }));

    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    const sent = JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body)) as { altcha: string };
    expect(sent).toEqual({ email: 'riley@example.com', queryId, altcha: expect.any(String) });
    expect(JSON.parse(atob(sent.altcha))).toMatchObject({ solution: { counter: 2 } });
    expect(toast).toHaveBeenCalledWith(messages.otpSent, 'success');
  });

  it("reports a failed resend: the server's message, else 'Failed to resend OTP', else the no-response text", async () => {
    storeSession(Date.now() - 61_000);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(429, { success: false, message: 'Please wait 12 seconds before requesting a new code.' }))
      .mockResolvedValueOnce(jsonResponse(500, { success: false, message: '' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    for (const message of [
      'Please wait 12 seconds before requesting a new code.',
      messages.otpResendFailed,
      messages.otpResendNoResponse,
    ]) {
      await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(toast).toHaveBeenLastCalledWith(message, 'error'));
    }
  });

  it('Back to Contact Form forgets the pending query and returns to /support', async () => {
    storeSession();
    renderWithApp(<OtpVerificationRoute />, { path: '/otp-verification' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Contact Form' }));
    await waitFor(() => expect(currentPath()).toBe('/support'));
    expect(sessionStorage.getItem('queryId')).toBeNull();
    expect(sessionStorage.getItem('contactEmail')).toBeNull();
  });
});
