import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '../../config/routes';
import { color, headerHeight, mq } from '../../config/theme';
import { brand } from '../../lib/page-meta';
import { BookCallButton } from '../../components/book-call-button';

const links = [
  { label: 'Portfolio', to: paths.portfolio.getHref() },
  { label: 'Pricing', to: paths.pricing.getHref() },
  { label: 'Support', to: paths.support.getHref() },
];

const linkStyle = { color: color.ink, fontWeight: 600, textDecoration: 'none', padding: '8px 4px', '&:hover': { color: color.brand } };

export function Logo() {
  return (
    <Link to={paths.home.getHref()} aria-label={`${brand} home`} css={{ display: 'inline-flex', alignItems: 'center', gap: 10, textDecoration: 'none', color: color.ink, fontWeight: 800, fontSize: 20 }}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={color.brand} />
        <path d="M24 18v28l22-14z" fill="#fff" />
      </svg>
      <span>{brand}</span>
    </Link>
  );
}

/** The fixed top bar; below medium screens a menu button opens a full-screen overlay with the same links. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const opener = menuButton.current;
    overlay.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [menuOpen]);

  return (
    <header css={{ position: 'fixed', inset: '0 0 auto 0', height: headerHeight, zIndex: 50, background: 'rgba(255,255,255,0.96)', borderBottom: `1px solid ${color.line}`, backdropFilter: 'blur(8px)' }}>
      <div css={{ maxWidth: 1200, height: '100%', margin: '0 auto', padding: '0 clamp(16px, 4vw, 32px)', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <Logo />
        <nav aria-label="Main" css={{ display: 'none', [mq.md]: { display: 'flex', alignItems: 'center', gap: 28 } }}>
          {links.map((link) => (
            <Link key={link.label} to={link.to} css={linkStyle}>
              {link.label}
            </Link>
          ))}
          <BookCallButton />
        </nav>
        <button
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
          css={{ [mq.md]: { display: 'none' }, background: 'transparent', border: 0, padding: 10, minWidth: 44, minHeight: 44, cursor: 'pointer', color: color.ink }}
        >
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {menuOpen && (
        <div
          id="mobile-menu"
          ref={overlay}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          css={{ position: 'fixed', inset: 0, zIndex: 60, background: color.surface, display: 'flex', flexDirection: 'column', padding: 24 }}
        >
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Logo />
            <button type="button" aria-label="Close menu" onClick={() => setMenuOpen(false)} css={{ background: 'transparent', border: 0, fontSize: 32, lineHeight: 1, minWidth: 44, minHeight: 44, cursor: 'pointer', color: color.ink }}>
              ×
            </button>
          </div>
          <nav aria-label="Mobile" css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 28, flex: 1, fontSize: 24 }}>
            {links.map((link) => (
              <Link key={link.label} to={link.to} css={linkStyle} onClick={() => setMenuOpen(false)}>
                {link.label}
              </Link>
            ))}
            <BookCallButton onOpen={() => setMenuOpen(false)} />
          </nav>
        </div>
      )}
    </header>
  );
}
