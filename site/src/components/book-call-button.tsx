import { useBooking } from '../lib/booking';
import { Button } from './ui/button';

/** Opens the booking dialog; `onOpen` lets a container react (the mobile menu closes). */
export function BookCallButton({ label = 'Book a call', variant = 'primary', onOpen }: { label?: string; variant?: 'primary' | 'secondary' | 'light'; onOpen?: () => void }) {
  const { open } = useBooking();
  return (
    <Button
      variant={variant}
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        open();
      }}
    >
      {label}
    </Button>
  );
}
