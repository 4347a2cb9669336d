'use client';

import { useLivePreviewContext } from '@payloadcms/ui';
import { useEffect } from 'react';

/**
 * Draws a live-preview device wider than the pane (the desktop's 1440 px beside the form) scaled
 * down to fit, instead of cropped at the pane's edge. The page inside keeps the device's width:
 * only the frame is scaled, like a zoomed-out screenshot. Payload's own zoom is no help here: at a
 * fixed breakpoint it widens the page's viewport and keeps the frame's size. Renders nothing.
 */
export function FitLivePreview() {
  const { breakpoint, isLivePreviewing, size } = useLivePreviewContext();
  const width = breakpoint !== 'responsive' && typeof size?.width === 'number' ? size.width : 0;

  useEffect(() => {
    // Payload's markup: the pane, then the device's outer frame, which fills the pane.
    const frame = document.querySelector('.live-preview-window__main')?.firstElementChild;
    if (!isLivePreviewing || !(frame instanceof HTMLElement)) return;
    const fit = () => {
      const room = frame.clientWidth;
      const scale = width > room && room > 0 ? room / width : 1;
      frame.style.transformOrigin = 'top left';
      frame.style.transform = scale < 1 ? `scale(${scale.toFixed(4)})` : '';
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(frame);
    return () => {
      observer.disconnect();
      frame.style.transform = '';
    };
  }, [isLivePreviewing, width]);

  return null;
}
