import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { PartErrorBoundary } from '../PartErrorBoundary/PartErrorBoundary';

/** How far ahead of the viewport a section's code starts loading: a screen, so it is there first. */
const AHEAD = '100% 0px';

/**
 * A below-the-fold section of a server-rendered page whose code is not in the page's first load.
 * While the page hydrates, React keeps the section's server HTML (a Suspense boundary waiting for
 * its code) until the section nears the viewport; then its code loads and it hydrates, so the first
 * load and the hydration task carry less. Rendered in the browser instead (after a client-side
 * navigation, with no server HTML to keep), its code loads at once; on the server it renders whole.
 * Its CSS must be linked with the page (shell/prerender.json `styleChunks`), as its HTML is painted.
 *
 * A click on one of its buttons before its code has arrived is not lost: React drops such a click
 * (it cannot hydrate the part without its code), so the section takes the click first, loads its
 * code at once and clicks the same button again once it has hydrated. Links need no help: they work
 * as plain links meanwhile. Code that fails to arrive leaves the rest of the page as it is: the
 * section says so in its place (`label` names it) and offers Retry.
 */
export function belowTheFold(load: () => Promise<ComponentType>, label: string): ComponentType {
  return function BelowTheFold() {
    const [attempt, setAttempt] = useState(0);
    const [{ Section: First, watch }] = useState(() => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      if (typeof window === 'undefined') open();
      let box: HTMLElement | null = null;
      // Until the section has hydrated, or its code has failed (its place then holds a Retry of React's).
      let waiting = true;
      const stopWaiting = () => {
        waiting = false;
        removeEventListener('click', earlyClick, true);
      };
      // The button clicked early, by its place among the section's buttons: still right if React had to
      // render the section anew instead of hydrating it.
      let clicked: number | undefined;
      const whenHydrated = () => {
        stopWaiting();
        if (clicked === undefined || !box) return;
        const button = box.querySelectorAll('button')[clicked];
        clicked = undefined;
        button?.click();
      };
      const earlyClick = (event: MouseEvent) => {
        if (!waiting || !box || !(event.target instanceof Element)) return;
        const button = event.target.closest('button');
        if (!button || !box.contains(button)) return;
        event.preventDefault();
        event.stopPropagation();
        clicked = [...box.querySelectorAll('button')].indexOf(button);
        open();
      };
      function Hydrated({ Component }: { Component: ComponentType }) {
        // Runs after the section's own effects, once React has hydrated it (or rendered it here).
        useEffect(whenHydrated, []);
        return <Component />;
      }
      return {
        Section: lazy(() =>
          opened.then(load).then(
            (Component) => ({ default: () => <Hydrated Component={Component} /> }),
            (error: unknown) => {
              stopWaiting();
              throw error;
            },
          ),
        ),
        watch: (element: HTMLDivElement | null) => {
          if (!element) return;
          box = element;
          // Empty: rendered here rather than hydrated, so there is nothing to keep.
          if (!element.hasChildNodes() || typeof IntersectionObserver === 'undefined') return open();
          // On the window, in the capture phase: before React's own listener on the page's root.
          if (waiting) addEventListener('click', earlyClick, true);
          // An observer of its own, not shared-ui's useInView: that hook's state update would render
          // this component again while its section waits to hydrate, and React would then throw the
          // section's server HTML away and render it anew.
          const observer = new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer.disconnect();
              open();
            },
            { rootMargin: AHEAD },
          );
          observer.observe(element);
          return () => {
            observer.disconnect();
            removeEventListener('click', earlyClick, true);
          };
        },
      };
    });
    // A retry loads at once: the reader is looking at the section.
    const Section = useMemo(
      () => (attempt === 0 ? First : lazy(() => load().then((c) => ({ default: c })))),
      [attempt, First],
    );
    return (
      <div ref={watch}>
        <PartErrorBoundary
          key={attempt}
          label={label}
          onRetry={() => setAttempt((n) => n + 1)}
          reloadForMissingCode={false}
        >
          <Suspense fallback={null}>
            <Section />
          </Suspense>
        </PartErrorBoundary>
      </div>
    );
  };
}
