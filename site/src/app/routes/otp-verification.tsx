import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { messages } from '@agency/contract/messages';

import { Container } from '../../components/ui/container';
import { paths } from '../../config/routes';
import { color, radius } from '../../config/theme';
import { OtpForm } from '../../features/otp/components/otp-form';
import { contactSession, type ContactSession } from '../../lib/contact-session';
import { PageMeta } from '../../lib/page-meta';
import { queryFlowToast } from '../../lib/toast';

/**
 * The code page. Session storage exists only in the browser, so the server (and the
 * first client render) draw nothing; without a submitted form the visitor is sent back.
 */
export default function OtpVerificationRoute() {
  const navigate = useNavigate();
  const [session, setSession] = useState<ContactSession>();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return; // once, even when React re-runs effects in development
    checked.current = true;
    const { email, queryId } = contactSession.read();
    if (email && queryId) {
      setSession({ email, queryId });
      return;
    }
    queryFlowToast(messages.accessDenied, 'error');
    navigate(paths.support.getHref(), { replace: true });
  }, [navigate]);

  return (
    <>
      <PageMeta title="Verify OTP" description="Enter the 6-character code we e-mailed you to confirm your support query." noindex />
      {session?.email && (
        <Container>
          <div css={{ maxWidth: 520, margin: '0 auto', padding: '48px 0 72px' }}>
            <div css={{ background: color.surface, border: `1px solid ${color.line}`, borderRadius: radius.lg, padding: 'clamp(20px, 5vw, 40px)' }}>
              <h1 css={{ textAlign: 'center', fontSize: 'clamp(28px, 5vw, 36px)' }}>Verify OTP</h1>
              <p css={{ textAlign: 'center', marginBottom: 28 }}>
                We sent a 6-character code to <strong css={{ color: color.ink, wordBreak: 'break-all' }}>{session.email}</strong>.
              </p>
              <OtpForm session={session} />
            </div>
          </div>
        </Container>
      )}
    </>
  );
}
