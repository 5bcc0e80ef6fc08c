/**
 * jsdom never scrolls, so the site's test setup installs an IntersectionObserver that never fires.
 * This one reports every observed element as in view at once: the widget "scrolled near".
 */
export function scrollEverythingIntoView(): () => void {
  const original = window.IntersectionObserver;
  class InView {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = InView as unknown as typeof IntersectionObserver;
  return () => {
    window.IntersectionObserver = original;
  };
}
