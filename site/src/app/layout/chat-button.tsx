import { useEffect, useRef, useState, type RefObject } from 'react';

import { external } from '@agency/contract/external';

import { useContent } from '../../features/content/api/get-content';

/** What the button must never hide: links, buttons and fields, and the marquees' moving rows as a whole. */
const controls = 'a[href], button, input, textarea, select, [role="tab"], [data-moves]';

/**
 * True while the button's box meets a control of the page. The browser reports it: an
 * IntersectionObserver whose root is shrunk to the button's box watches every control (new ones
 * as they are added), so nothing runs on the main thread while the page sits still, and a
 * marquee's row counts as one control because its links move without layout. The box is
 * measured again when the window resizes.
 */
function useOverControl(button: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const meeting = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    const watch = (root: ParentNode) =>
      root.querySelectorAll(controls).forEach((control) => !element.contains(control) && observer?.observe(control));
    const start = () => {
      observer?.disconnect();
      meeting.clear();
      const box = element.getBoundingClientRect();
      const margin = [-box.top, -(innerWidth - box.right), -(innerHeight - box.bottom), -box.left].map(
        (px) => `${Math.min(0, Math.round(px))}px`,
      );
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) meeting.add(entry.target);
            else meeting.delete(entry.target);
          }
          setOver(meeting.size > 0);
        },
        { rootMargin: margin.join(' ') },
      );
      watch(document);
    };
    const added = new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => node instanceof Element && (node.matches(controls) ? observer?.observe(node) : watch(node)));
      // A control taken out of the page meets nothing any more; the observer says nothing of it.
      const before = meeting.size;
      for (const control of meeting) if (!control.isConnected) meeting.delete(control);
      if (meeting.size !== before) setOver(meeting.size > 0);
    });
    added.observe(document.body, { childList: true, subtree: true });
    let frame = 0;
    const restart = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(start);
    };
    addEventListener('resize', restart);
    start();
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('resize', restart);
      added.disconnect();
      observer?.disconnect();
    };
  }, [button, shown]);
  return over;
}

/**
 * The floating messaging-app button: a link built from the digits of the configured number. It steps
 * aside (fades out) while it would cover a link, button or field, so it never hides a call to action.
 */
export function ChatButton() {
  const { data: content } = useContent();
  const link = useRef<HTMLAnchorElement>(null);
  const stepAside = useOverControl(link, Boolean(content));
  if (!content) return null;
  const digits = content.contact.messagingNumber.replace(/\D/g, '');
  return (
    <a
      ref={link}
      data-stepped-aside={stepAside || undefined}
      href={`${external.chatLinkBase}${digits}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      css={{
        position: 'fixed',
        right: 20,
        bottom: 20,
        zIndex: 40,
        width: 56,
        height: 56,
        borderRadius: '50%',
        background: '#0b7a3b',
        color: '#fff',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
        transition: 'opacity 150ms, visibility 150ms',
        '&:hover': { background: '#075e2d' },
        '&[data-stepped-aside]': { opacity: 0, visibility: 'hidden' },
      }}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z" />
      </svg>
    </a>
  );
}
