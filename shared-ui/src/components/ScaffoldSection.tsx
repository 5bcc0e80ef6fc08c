import type { ReactNode } from 'react';

/** Minimal content a remote renders until its feature issue fills it; it names its owner. */
export function ScaffoldSection({
  remote,
  heading,
  children,
}: {
  remote: string;
  heading: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`scaffold-${remote}`} data-remote={remote}>
      <h1 id={`scaffold-${remote}`}>{heading}</h1>
      <p>This part of the site is served by the {remote} remote.</p>
      {children}
    </section>
  );
}
