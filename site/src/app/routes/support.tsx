import { Container } from '../../components/ui/container';
import { color, mq, radius } from '../../config/theme';
import { useContent } from '../../features/content/api/get-content';
import { ContactCard } from '../../features/support/components/contact-card';
import { SupportForm } from '../../features/support/components/support-form';
import { PageMeta } from '../../lib/page-meta';

export default function SupportRoute() {
  const { data: content } = useContent();
  return (
    <Container>
      <PageMeta title="Support" description="Questions about a project, a package or a delivery? Send us a message and we will get back to you by e-mail." />
      <div css={{ padding: '48px 0 72px' }}>
        <header css={{ textAlign: 'center', maxWidth: 640, margin: '0 auto 40px' }}>
          <h1 css={{ fontSize: 'clamp(32px, 5vw, 48px)' }}>Support</h1>
          <p css={{ fontSize: 18, margin: 0 }}>Connect with us for any query about our services. Send a message and we will reply by e-mail.</p>
        </header>
        <div css={{ display: 'grid', gap: 32, [mq.md]: { gridTemplateColumns: '1.6fr 1fr' } }}>
          <div css={{ background: color.surface, border: `1px solid ${color.line}`, borderRadius: radius.lg, padding: 'clamp(20px, 4vw, 36px)' }}>
            <SupportForm />
          </div>
          {content && <ContactCard contact={content.contact} socialLinks={content.socialLinks} />}
        </div>
      </div>
    </Container>
  );
}
