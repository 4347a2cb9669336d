'use client';

import { PublishButton as PayloadPublishButton, useDocumentInfo, useModal } from '@payloadcms/ui';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';

/**
 * Payload's Publish button, whose "Schedule publish" drawer opens on Publish. Payload opens it on
 * Unpublish whenever the document has no newer draft, that is right after publishing, and editors
 * scheduled an unpublish when they meant a publish. The drawer keeps its choice in state of its
 * own that no option sets, so when it opens this presses its Publish option, before the browser
 * paints; the editor's own choice is left alone after that. Its time zone is the config's default
 * (panel/timezones.ts).
 */
export function PublishButton(props: ComponentProps<typeof PayloadPublishButton>) {
  const { id } = useDocumentInfo();
  const { isModalOpen } = useModal();
  // Payload's own names: the drawer's slug and its radio's id (RadioGroup's `field-<path>-<value>`).
  const drawer = `schedule-publish-${id}`;
  const open = isModalOpen(drawer);
  const chosen = useRef(false);

  useLayoutEffect(() => {
    if (!open) {
      chosen.current = false;
      return;
    }
    if (chosen.current) return;
    const choose = () => {
      const publish = document.getElementById(`field-${drawer}-type-publish`);
      if (!(publish instanceof HTMLInputElement)) return false;
      chosen.current = true;
      if (!publish.checked) publish.click();
      return true;
    };
    if (choose()) return;
    // The drawer's content mounted after this render: wait for it.
    const observer = new MutationObserver(() => {
      if (choose()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, drawer]);

  return <PayloadPublishButton {...props} />;
}
