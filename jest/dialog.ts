// jsdom 26 has <dialog> (closed ones are display: none) but none of its methods. This adds what
// browsers do and the site relies on: showModal() opens it and focuses the first focusable element
// inside; Escape fires `cancel` and, unless that is cancelled, closes the topmost modal; close()
// returns focus to where it was before showModal() and then fires `close` as a task, as browsers do.
// Not modelled: the top layer and the inert page behind (the e2e keyboard tests check those).
const FOCUSABLE =
  '[autofocus], a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (modals.includes(this)) return;
    if (this.open || !this.isConnected)
      throw new DOMException('The dialog cannot be shown as a modal.', 'InvalidStateError');
    openedFrom.set(this, this.ownerDocument.activeElement);
    this.open = true;
    modals.push(this);
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    const previous = openedFrom.get(this);
    openedFrom.delete(this);
    // A dialog already removed from the page has left the top layer: browsers then restore nothing.
    if (this.isConnected && previous instanceof HTMLElement) previous.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.findLast((dialog) => dialog.isConnected);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
