import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { color, headerHeight } from '../../config/theme';
import { useContent } from '../../features/content/api/get-content';
import { PreviewMount } from '../../features/preview/preview-mount';
import { BookingContext } from '../../lib/booking';
import { HydrateLater, WhenVisible } from '../when-visible';
import { ChatButton } from './chat-button';
import { Footer } from './footer';
import { Header } from './header';

// Loaded only when a visitor asks to book: the dialog, and through it the widget script.
const BookingDialog = lazy(() => import('../../features/booking/components/booking-dialog'));

/**
 * After a client-side navigation: scrolls to the section a link names (/#pricing), or
 * to the top of a new page. The first render is left alone (the browser has already
 * placed a server-rendered page), and a section whose page chunk is still loading is
 * scrolled to as soon as it appears.
 */
function useScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) {
      // Not `return window.scrollTo(…)`: Chromium's scroll methods now return a promise,
      // which React would take for the effect's cleanup.
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return Boolean(target);
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => scroll() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    // `key` too: following the same link again (Pricing while at /#pricing) scrolls again.
  }, [pathname, hash, key]);
}

export function Layout() {
  const [bookingOpen, setBookingOpen] = useState(false);
  const booking = useMemo(() => ({ open: () => setBookingOpen(true) }), []);
  const { data: content } = useContent();
  useScrollOnNavigate();
  return (
    <BookingContext.Provider value={booking}>
      <a href="#main" css={{ position: 'fixed', top: 8, left: 8, zIndex: 100, background: color.surface, padding: '8px 16px', transform: 'translateY(-200%)', '&:focus': { transform: 'none' } }}>
        Skip to content
      </a>
      <HydrateLater>
        <Header />
      </HydrateLater>
      <HydrateLater>
        <main id="main" tabIndex={-1} css={{ paddingTop: headerHeight, minHeight: '70vh', outline: 'none' }}>
          <Outlet />
        </main>
      </HydrateLater>
      {/* Below the first screen on most pages: it comes to life as it nears the screen. */}
      <WhenVisible>
        <Footer />
      </WhenVisible>
      <HydrateLater>
        <ChatButton />
      </HydrateLater>
      <PreviewMount />
      {bookingOpen && content && (
        <Suspense fallback={null}>
          <BookingDialog schedulingUrl={content.schedulingUrl} onClose={() => setBookingOpen(false)} />
        </Suspense>
      )}
    </BookingContext.Provider>
  );
}
