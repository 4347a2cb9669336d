import { Link } from 'react-router-dom';

import type { SocialLink } from '@agency/contract';
import { safeHref } from '@agency/contract/links';

import { paths } from '../../config/routes';
import { color, mq } from '../../config/theme';
import { useContent } from '../../features/content/api/get-content';
import { useLegalPages } from '../../features/legal/api/get-legal-pages';
import { brand } from '../../lib/page-meta';
import { Container } from '../../components/ui/container';
import { SocialIcon } from '../../components/ui/social-icon';

/** Until the pages' list has loaded (the server inlines it, so rarely): the three every site has. */
const defaultLegal = [
  { label: 'Terms of Services', to: paths.terms.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Refund Policy', to: paths.refund.getHref() },
];

const footerLink = { color: color.onDark, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };

export function Footer() {
  const { data: content } = useContent();
  const { data: pages } = useLegalPages();
  const legal = pages ? pages.map((page) => ({ label: page.title, to: page.path })) : defaultLegal;
  return (
    <footer css={{ background: color.dark, color: color.onDarkMuted, padding: '56px 0 32px', marginTop: 0 }}>
      <Container>
        <div css={{ display: 'grid', gap: 32, [mq.md]: { gridTemplateColumns: '2fr 1fr 1.4fr' } }}>
          <div>
            <p css={{ color: color.onDark, fontWeight: 800, fontSize: 20, margin: '0 0 8px' }}>{brand}</p>
            <p css={{ maxWidth: 360 }}>Strategic short-form, long-form and ad video editing for busy business owners, creators and YouTubers.</p>
            {content && (
              <ul aria-label="Social media" css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: 12 }}>
                {content.socialLinks.map((link: SocialLink) => (
                  <li key={link.kind}>
                    <a href={safeHref(link.url)} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (opens in a new tab)`} css={{ display: 'inline-flex', width: 44, height: 44, alignItems: 'center', justifyContent: 'center', borderRadius: '50%', background: 'rgba(255,255,255,0.1)', color: color.onDark, '&:hover': { background: color.brand } }}>
                      <SocialIcon kind={link.kind} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav aria-label="Legal">
            <h2 css={{ color: color.onDark, fontSize: 16, margin: '0 0 12px' }}>Legal</h2>
            <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
              {legal.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} css={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {content && (
            <address css={{ fontStyle: 'normal', display: 'grid', gap: 8, alignContent: 'start' }}>
              <h2 css={{ color: color.onDark, fontSize: 16, margin: '0 0 4px' }}>Contact</h2>
              <a href={`mailto:${content.contact.email}`} css={footerLink}>
                {content.contact.email}
              </a>
              <a href={`tel:${content.contact.phone.replace(/[^\d+]/g, '')}`} css={footerLink}>
                {content.contact.phone}
              </a>
              <span>{content.contact.address}</span>
            </address>
          )}
        </div>
        <p css={{ borderTop: '1px solid rgba(255,255,255,0.15)', marginTop: 40, paddingTop: 24, fontSize: 14, marginBottom: 0 }}>
          © {new Date().getFullYear()} {brand}. All rights reserved. Prices in US$ USD.
        </p>
      </Container>
    </footer>
  );
}
