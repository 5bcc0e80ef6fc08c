import type { AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink({ children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
