import { useBooking } from '../lib/booking';
import { Button } from './ui/button';

export function BookCallButton({ label = 'Book a call', variant = 'primary' }: { label?: string; variant?: 'primary' | 'secondary' | 'light' }) {
  const { open } = useBooking();
  return (
    <Button variant={variant} onClick={open} aria-haspopup="dialog">
      {label}
    </Button>
  );
}
