import type { SiteContent } from '@agency/contract';
import { safeHref } from '@agency/contract/links';

import { SocialIcon } from '../../../components/ui/social-icon';
import { color, radius } from '../../../config/theme';

/** The 'Contact Us' card beside the form. */
export function ContactCard({ contact, socialLinks }: { contact: SiteContent['contact']; socialLinks: SiteContent['socialLinks'] }) {
  return (
    <aside aria-labelledby="contact-us-heading" css={{ background: color.dark, color: color.onDarkMuted, borderRadius: radius.lg, padding: 28, alignSelf: 'start' }}>
      <h2 id="contact-us-heading" css={{ color: color.onDark, fontSize: 24 }}>
        Contact Us
      </h2>
      <ul css={{ listStyle: 'none', margin: '0 0 24px', padding: 0, display: 'grid', gap: 12 }}>
        <li>
          <span css={{ display: 'block', fontSize: 14 }}>Email</span>
          <a href={`mailto:${contact.email}`} css={{ color: color.onDark, fontWeight: 600 }}>
            {contact.email}
          </a>
        </li>
        <li>
          <span css={{ display: 'block', fontSize: 14 }}>Phone</span>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} css={{ color: color.onDark, fontWeight: 600 }}>
            {contact.phone}
          </a>
        </li>
      </ul>
      <h3 css={{ color: color.onDark, fontSize: 18 }}>Knock on Social Medias</h3>
      <ul aria-label="Social media" css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: 12 }}>
        {socialLinks.map((link) => (
          <li key={link.kind}>
            <a
              href={safeHref(link.url)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (opens in a new tab)`}
              css={{ display: 'inline-flex', width: 44, height: 44, alignItems: 'center', justifyContent: 'center', borderRadius: '50%', background: 'rgba(255,255,255,0.12)', color: color.onDark, '&:hover': { background: color.brand } }}
            >
              <SocialIcon kind={link.kind} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
