import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { color, headerHeight } from '../../config/theme';
import { BookingContext } from '../../lib/booking';
import { ChatButton } from './chat-button';
import { Footer } from './footer';
import { Header } from './header';

// Loaded only when a visitor asks to book: the dialog, and through it the widget script.
const BookingDialog = lazy(() => import('../../features/booking/components/booking-dialog'));

/** Scrolls to the section a link names (/#pricing), or to the top on a new page. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function Layout() {
  const [bookingOpen, setBookingOpen] = useState(false);
  const booking = useMemo(() => ({ open: () => setBookingOpen(true) }), []);
  useScrollOnNavigate();
  return (
    <BookingContext.Provider value={booking}>
      <a href="#main" css={{ position: 'fixed', top: 8, left: 8, zIndex: 100, background: color.surface, padding: '8px 16px', transform: 'translateY(-200%)', '&:focus': { transform: 'none' } }}>
        Skip to content
      </a>
      <Header />
      <main id="main" css={{ paddingTop: headerHeight, minHeight: '70vh' }}>
        <Outlet />
      </main>
      <Footer />
      <ChatButton />
      {bookingOpen && (
        <Suspense fallback={null}>
          <BookingDialog onClose={() => setBookingOpen(false)} />
        </Suspense>
      )}
    </BookingContext.Provider>
  );
}
