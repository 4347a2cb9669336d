import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
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
    <Link
      to={paths.home.getHref()}
      aria-label={`${brand} home`}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 10,
        textDecoration: 'none',
        color: color.ink,
        fontWeight: 800,
        fontSize: 20,
      }}
    >
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={color.brand} />
        <path d="M24 18v28l22-14z" fill="#fff" />
      </svg>
      <span>{brand}</span>
    </Link>
  );
}

/** Keeps Tab and Shift+Tab inside the element handling the key: from its last link or button to its first, and back. */
function keepTabInside(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const outside = !event.currentTarget.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The phone menu: a modal dialog over the whole viewport. Opened with showModal() it sits in the
 * browser's top layer, so no ancestor (the header's backdrop-filter makes a fixed child size itself
 * to the header) can shrink or clip it, and the page behind is inert. Escape and the close button
 * close it; focus goes back to the menu button; the page behind does not scroll meanwhile.
 */
function MobileMenu({ opener, onClose }: { opener: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const button = opener.current;
    if (element && !element.open) element.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      element?.close();
      document.body.style.overflow = overflow;
      button?.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      aria-label="Menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      css={{
        position: 'fixed',
        inset: 0,
        width: '100%',
        maxWidth: '100%',
        height: '100%',
        maxHeight: '100%',
        margin: 0,
        border: 0,
        padding: 0,
        background: color.surface,
        color: color.text,
        overscrollBehavior: 'contain',
        '&::backdrop': { background: color.surface },
      }}
    >
      <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <div
          css={{
            height: headerHeight,
            flexShrink: 0,
            padding: '0 clamp(16px, 4vw, 32px)',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            borderBottom: `1px solid ${color.line}`,
          }}
        >
          <Logo />
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            css={{
              background: 'transparent',
              border: 0,
              fontSize: 32,
              lineHeight: 1,
              minWidth: 44,
              minHeight: 44,
              cursor: 'pointer',
              color: color.ink,
            }}
          >
            ×
          </button>
        </div>
        <nav
          aria-label="Mobile"
          css={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 28,
            flex: 1,
            padding: 24,
            fontSize: 24,
          }}
        >
          {links.map((link) => (
            <Link key={link.label} to={link.to} css={linkStyle} onClick={onClose}>
              {link.label}
            </Link>
          ))}
          <BookCallButton onOpen={onClose} />
        </nav>
      </div>
    </dialog>
  );
}

/** The fixed top bar; below medium screens a menu button opens a full-screen overlay with the same links. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [location]);

  return (
    <header
      css={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: headerHeight,
        zIndex: 50,
        background: 'rgba(255,255,255,0.96)',
        borderBottom: `1px solid ${color.line}`,
        WebkitBackdropFilter: 'blur(8px)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <div
        css={{
          maxWidth: 1200,
          height: '100%',
          margin: '0 auto',
          padding: '0 clamp(16px, 4vw, 32px)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
        }}
      >
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
          css={{
            [mq.md]: { display: 'none' },
            background: 'transparent',
            border: 0,
            padding: 10,
            minWidth: 44,
            minHeight: 44,
            cursor: 'pointer',
            color: color.ink,
          }}
        >
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {menuOpen && <MobileMenu opener={menuButton} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
