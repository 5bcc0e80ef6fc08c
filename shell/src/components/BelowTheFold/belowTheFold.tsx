import { lazy, Suspense, useState, type ComponentType } from 'react';

/** How far ahead of the viewport a section's code starts loading: a screen, so it is there first. */
const AHEAD = '100% 0px';

/**
 * A below-the-fold section of a server-rendered page whose code is not in the page's first load.
 * While the page hydrates, React keeps the section's server HTML (a Suspense boundary waiting for
 * its code) until the section nears the viewport; then its code loads and it hydrates, so the first
 * load and the hydration task carry less. Rendered in the browser instead (after a client-side
 * navigation, with no server HTML to keep), its code loads at once; on the server it renders whole.
 * Its CSS must be linked with the page (shell/prerender.json `styleChunks`), as its HTML is painted.
 */
export function belowTheFold(load: () => Promise<ComponentType>): ComponentType {
  return function BelowTheFold() {
    const [{ Section, watch }] = useState(() => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      if (typeof window === 'undefined') open();
      return {
        Section: lazy(() => opened.then(load).then((component) => ({ default: component }))),
        watch: (element: HTMLDivElement | null) => {
          if (!element) return;
          // Empty: rendered here rather than hydrated, so there is nothing to keep.
          if (!element.hasChildNodes() || typeof IntersectionObserver === 'undefined') return open();
          const observer = new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer.disconnect();
              open();
            },
            { rootMargin: AHEAD },
          );
          observer.observe(element);
          return () => observer.disconnect();
        },
      };
    });
    return (
      <div ref={watch}>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </div>
    );
  };
}
