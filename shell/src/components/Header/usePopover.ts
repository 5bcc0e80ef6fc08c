import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether `el` is an open `popover` (false where the browser has none: jsdom, old browsers). */
export function isPopoverOpen(el: Element | null | undefined): boolean {
  try {
    return !!el?.matches(':popover-open');
  } catch {
    return false;
  }
}

export const showPopover = (el: HTMLElement | null | undefined) => {
  if (el && !isPopoverOpen(el)) el.showPopover?.();
};
export const hidePopover = (el: HTMLElement | null | undefined) => {
  if (isPopoverOpen(el)) el!.hidePopover();
};

/**
 * The state of the `popover` element in `ref`, read from the element itself. The browser opens and
 * closes it (its `popovertarget` buttons, Escape, a tap outside), with the page's script or without,
 * so a tap made before hydration is kept: this reads the element once hydrated and follows its
 * `toggle` events. `undefined` until then, so the server's HTML and the first client render carry
 * no aria-expanded (the browser states it for a popovertarget button itself meanwhile).
 *
 * Once hydrated it also closes the popover when focus moves elsewhere in the page (a keyboard
 * leaving it with Tab, WAI-ARIA's disclosure) and when the route changes (a link in it, or back).
 */
export function usePopover(ref: RefObject<HTMLElement | null>): boolean | undefined {
  const [open, setOpen] = useState<boolean>();
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sync = () => setOpen(isPopoverOpen(el));
    sync();
    const onFocusIn = (event: FocusEvent) => {
      const to = event.target as HTMLButtonElement;
      if (!el.contains(to) && to.popoverTargetElement !== el) hidePopover(el);
    };
    el.addEventListener('toggle', sync);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      el.removeEventListener('toggle', sync);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref]);

  // Not on the first run: a popover opened while the page was loading stays open.
  useEffect(() => {
    if (pathname === shownAt.current) return;
    shownAt.current = pathname;
    hidePopover(ref.current);
  }, [pathname, ref]);

  return open;
}
