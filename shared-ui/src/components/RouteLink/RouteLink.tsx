import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useInRouterContext, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to one of the site's routes: client-side inside a router (the shell, the standalone page),
 * a plain link when a host renders the widget without one, so the widget never breaks its page.
 *
 * Every app links to a route with this (or NavRouteLink), not with react-router's `Link`: built on
 * the router's own `useHref` and `useLinkClickHandler` (its API for custom links), it carries none
 * of `Link`'s framework-mode code (route prefetching, discovery, view transitions), which no app uses
 * and which was in every page's first load: the shell's `main` 95,551 -> 93,235 B (brotli 4, README
 * "Links").
 */
export function RouteLink(props: Props) {
  return useInRouterContext() ? <RouterAnchor {...props} /> : <PlainAnchor {...props} />;
}

/**
 * A link in a menu: marked `aria-current="page"` while its route (or, without `end`, a route under
 * it) is the one shown, as react-router's `NavLink` marks it.
 */
export function NavRouteLink({ end = false, ...props }: Props & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const current =
    here === target || (!end && target !== '/' && here.startsWith(target) && here.charAt(target.length) === '/');
  return <RouterAnchor {...props} aria-current={current ? 'page' : undefined} />;
}

function RouterAnchor({ to, onClick, target, children, ...rest }: Props) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

function PlainAnchor({ to, children, ...rest }: Props) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
