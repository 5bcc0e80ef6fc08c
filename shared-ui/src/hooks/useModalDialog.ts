import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Shows the <dialog> in `ref` as a modal for as long as the calling component is mounted, so the
 * browser does the modal work: focus moves in and stays in, the page behind is inert, Escape closes.
 * `onClose` is called for the closes the component does not start itself: Escape (the browser has
 * closed the dialog already) and a click on the ::backdrop, so the caller's state follows.
 *
 * The dialog's content must fill it (no padding on the <dialog>): a click whose target is the dialog
 * itself is then a click on its backdrop. Callers render the dialog only while open and never with
 * `open`: it does not exist on the server or in the first client render, so hydration cannot differ.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  const dismissed = useEffectEvent(onClose);

  // A layout effect, because its cleanup runs while the dialog is still in the document: close()
  // then returns focus to what opened it (a dialog already removed would leave focus on <body>).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Browsers do not stop the page behind a modal dialog from scrolling.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.showModal();
    const onNativeClose = () => dismissed();
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dismissed();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onClick);
      dialog.close();
      document.body.style.overflow = overflow;
    };
  }, [ref]);
}
