import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

import { UndoAction, undoToastDuration, useToast } from './toast';

/**
 * Replaces react-admin's <Notification> (one snackbar at a time, bottom-centre, no
 * close button) with the notistack stack. An undoable mutation is queued by
 * react-admin and must be run when its toast goes away, or rolled back on Undo;
 * this keeps that contract per toast.
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const toast = useToast();
  const { closeSnackbar } = useSnackbar();
  // Strict mode runs effects twice; a payload must become exactly one toast.
  const shown = useRef(new WeakSet<NotificationPayload>());

  useEffect(() => {
    const next = notifications[0];
    if (!next) return;
    if (shown.current.has(next)) {
      takeNotification();
      return;
    }
    shown.current.add(next);
    takeNotification();

    const { message, type, notificationOptions = {} } = next;
    const { undoable, messageArgs, autoHideDuration } = notificationOptions;
    const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
    if (!undoable) {
      toast(text, type, autoHideDuration === undefined ? {} : { autoHideDuration });
      return;
    }

    const mutation = takeMutation();
    let settled = false;
    const settle = (isUndo: boolean) => {
      if (settled) return;
      settled = true;
      mutation?.({ isUndo });
    };
    toast(text, type, {
      autoHideDuration: undoToastDuration,
      action: (id) => (
        <UndoAction
          id={id}
          onUndo={() => {
            settle(true);
            closeSnackbar(id);
          }}
        />
      ),
      // The change reaches the server only once its toast is gone without an Undo.
      onExited: () => settle(false),
    });
  }, [notifications, takeNotification, takeMutation, translate, toast, closeSnackbar]);

  return null;
}
