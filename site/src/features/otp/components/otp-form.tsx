import { useFormik } from 'formik';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { format, limits, messages, otpSchema } from '@agency/contract';

import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/routes';
import { color } from '../../../config/theme';
import { errorMessage } from '../../../lib/api-client';
import { contactSession, type ContactSession } from '../../../lib/contact-session';
import { queryFlowToast } from '../../../lib/toast';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { CodeInput } from './code-input';
import { useCountdown } from './use-countdown';

const cooldownMs = limits.resendCooldownSeconds * 1000;
/** The contract's code rule as a formik `validate`: 'OTP must be exactly 6 characters', letters and digits only. */
export function validateOtp({ otp }: { otp: string }): { otp?: string } {
  const result = otpSchema.safeParse(otp);
  return result.success ? {} : { otp: result.error.issues[0]?.message };
}

/** The code check: six slots, Verify, and a resend that waits out its 60-second cooldown. */
export function OtpForm({ session }: { session: ContactSession }) {
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  // While a proof of work the server asked for is solved (under a flood only): 'Checking...'.
  const [checking, setChecking] = useState(false);
  const resend = useResendOtp(setChecking);
  // The code mailed on submission starts the first cooldown, as each resend does.
  const [resendAt, setResendAt] = useState(() => contactSession.sentAt() + cooldownMs);
  const secondsLeft = useCountdown(resendAt);

  const form = useFormik({
    initialValues: { otp: '' },
    initialErrors: validateOtp({ otp: '' }),
    validateOnChange: true,
    validate: validateOtp,
    onSubmit: async ({ otp }, { resetForm }) => {
      try {
        await verify.mutateAsync({ otp, queryId: session.queryId });
        contactSession.clear();
        queryFlowToast(messages.otpVerified, 'success');
        navigate(paths.home.getHref());
      } catch (error) {
        resetForm();
        queryFlowToast(errorMessage(error, messages.otpVerifyFailed, messages.otpVerifyNoResponse), 'error');
      }
    },
  });

  const code = form.values.otp;
  const error = form.errors.otp;
  const canVerify = code.length === limits.otpLength && !error;

  // Defensive: the button is disabled in this state, but a check that fails on click must say why.
  const onVerifyClick = (event: MouseEvent) => {
    if (canVerify) return;
    event.preventDefault();
    queryFlowToast(messages.otpInvalidOnClick, 'error');
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync({ email: session.email, queryId: session.queryId });
      const now = Date.now();
      contactSession.markSent(now);
      setResendAt(now + cooldownMs);
      form.resetForm();
      queryFlowToast(messages.otpSent, 'success');
    } catch (failure) {
      queryFlowToast(errorMessage(failure, messages.otpResendFailed, messages.otpResendNoResponse), 'error');
    }
  };

  const showError = form.touched.otp && code.length > 0 ? error : undefined;
  const pendingLabel = checking ? 'Checking...' : 'Resending...';
  const resendLabel = resend.isPending ? pendingLabel : secondsLeft > 0 ? format('Resend in {n}s', { n: secondsLeft }) : 'Resend OTP';

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit} css={{ display: 'grid', gap: 12 }}>
        <label htmlFor="otp-code" css={{ fontWeight: 600, color: color.ink, textAlign: 'center' }}>
          Verification code
        </label>
        <CodeInput
          id="otp-code"
          value={code}
          onChange={(value) => void form.setFieldValue('otp', value)}
          onBlur={() => void form.setFieldTouched('otp', true)}
          describedBy={showError ? 'otp-hint otp-error' : 'otp-hint'}
          invalid={Boolean(showError)}
          disabled={form.isSubmitting}
        />
        <p id="otp-hint" css={{ margin: 0, textAlign: 'center', color: color.muted }}>
          Enter the 6-character code sent to your email
        </p>
        <p
          id="otp-error"
          aria-live="polite"
          css={{ margin: 0, minHeight: '1.5em', textAlign: 'center', fontSize: 14, color: color.danger }}
        >
          {showError}
        </p>
        <Button type="submit" onClick={onVerifyClick} disabled={!canVerify || form.isSubmitting} css={{ width: '100%' }}>
          {form.isSubmitting ? 'Verifying...' : 'Verify OTP'}
        </Button>
      </form>
      <p css={{ margin: '24px 0 8px', textAlign: 'center' }}>
        Didn&apos;t receive the code?{' '}
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={secondsLeft > 0 || resend.isPending}
          css={{
            minHeight: 44,
            padding: '8px 6px',
            border: 0,
            background: 'transparent',
            color: color.brand,
            fontWeight: 700,
            textDecoration: 'underline',
            cursor: 'pointer',
            '&:disabled': { color: color.muted, textDecoration: 'none', cursor: 'not-allowed' },
          }}
        >
          {resendLabel}
        </button>
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          contactSession.clear();
          navigate(paths.support.getHref());
        }}
        css={{ width: '100%' }}
      >
        Back to Contact Form
      </Button>
    </>
  );
}
