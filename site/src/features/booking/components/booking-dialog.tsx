import { useEffect, useRef, useState } from 'react';

import { safeHref } from '@agency/contract/links';
import { external } from '@agency/contract/external';
import { uiSettings } from '@agency/contract/ui-settings';

import { color, mq, radius } from '../../../config/theme';
import { loadScript } from '../lib/load-script';
import { embedUrl } from '../lib/scheduling-url';

interface CalendlyWidget {
  initInlineWidget: (options: { url: string; parentElement: HTMLElement }) => void;
}

declare global {
  interface Window {
    Calendly?: CalendlyWidget;
  }
}

type State = 'loading' | 'settling' | 'ready' | 'failed';

/**
 * The booking dialog. The scheduling widget's script is requested only now, when the
 * visitor asked to book; 'Loading calendar...' stays for about a second after it runs
 * while the embedded page draws. If the script cannot load, a direct link remains.
 */
export default function BookingDialog({ schedulingUrl, onClose }: { schedulingUrl: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const [loaded, setState] = useState<State>('loading');
  // An address that is no web page (a stored draft, an old record) is never handed to the widget or linked.
  const link = safeHref(schedulingUrl);
  const state: State = link ? loaded : 'failed';

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!link) return;
    loadScript(external.schedulingWidgetScript)
      .then(() => {
        if (!live) return;
        if (!window.Calendly || !widget.current) throw new Error('The scheduling widget did not start');
        widget.current.replaceChildren();
        window.Calendly.initInlineWidget({ url: embedUrl(link), parentElement: widget.current });
        setState('settling');
        timer = setTimeout(() => setState('ready'), uiSettings.bookingLoaderMs);
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [link]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="booking-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
      css={{
        width: '100%',
        maxWidth: '100%',
        height: '100%',
        maxHeight: '100%',
        margin: 0,
        padding: 0,
        border: 0,
        background: color.surface,
        color: color.text,
        '&::backdrop': { background: 'rgba(20,16,43,0.7)' },
        [mq.md]: { width: 'min(1000px, 92vw)', height: 'min(780px, 92vh)', margin: 'auto', borderRadius: radius.lg },
      }}
    >
      <div css={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, padding: '12px 16px 12px 24px', borderBottom: `1px solid ${color.line}` }}>
          <h2 id="booking-title" css={{ fontSize: 20, margin: 0 }}>
            Book a call
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            css={{ minWidth: 44, minHeight: 44, border: 0, borderRadius: radius.sm, background: 'transparent', color: color.ink, fontSize: 28, lineHeight: 1, cursor: 'pointer', '&:hover': { background: color.brandSoft } }}
          >
            ×
          </button>
        </div>
        <div css={{ position: 'relative', flex: 1, minHeight: 0 }}>
          <div ref={widget} data-testid="scheduling-widget" css={{ height: '100%', '& iframe': { width: '100%', height: '100%', border: 0 } }} />
          {(state === 'loading' || state === 'settling') && (
            <p role="status" css={{ position: 'absolute', inset: 0, margin: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: color.surface, fontWeight: 600 }}>
              Loading calendar...
            </p>
          )}
          {state === 'failed' && (
            <div role="alert" css={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 24, textAlign: 'center' }}>
              <p css={{ margin: 0, fontWeight: 600 }}>The booking calendar could not be loaded.</p>
              {link && (
                <p css={{ margin: 0 }}>
                  You can still book on{' '}
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    our scheduling page (opens in a new tab)
                  </a>
                  .
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
