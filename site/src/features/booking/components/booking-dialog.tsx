export default function BookingDialog({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Book a call">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
