import { createContext, useContext } from 'react';

/** Opens the booking dialog from anywhere (top bar, hero, closing section). */
export const BookingContext = createContext<{ open: () => void }>({ open: () => undefined });

export const useBooking = () => useContext(BookingContext);
