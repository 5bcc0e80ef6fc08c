import { createContext, useContext, type ReactNode } from 'react';
import { PageTitleContext } from '../lib/pageTitle';
import { useLang } from '../lang/LangContext';
import { joinLangPath } from '../lang/langPath';

/**
 * What a page tells the server about the HTTP answer while it renders: a status (404 for an
 * unknown product) or a permanent move. The shell's server provides it around each render; in the
 * browser there is none and these components render nothing. It lives in shared-ui, the singleton
 * every app shares, so a remote's page and the shell's server see the same context.
 */
export interface ServerResponse {
  status: number;
  location?: string;
}

const ServerResponseContext = createContext<ServerResponse | null>(null);

export function ServerResponseProvider({ value, children }: { value: ServerResponse; children: ReactNode }) {
  return <ServerResponseContext.Provider value={value}>{children}</ServerResponseContext.Provider>;
}

/** Answers the current request with `code` (e.g. 404 with the not-found page as its body). */
export function ResponseStatus({ code }: { code: number }) {
  const response = useContext(ServerResponseContext);
  if (response) response.status = code;
  return null;
}

/**
 * The page has moved for good: the server answers 301 to `to` (a path inside the page's language:
 * `/si/projects` moves to `/si/resources/projects`); in the browser the children (the router's
 * client redirect, which resolves `to` under the router's language basename) do the move instead.
 */
export function MovedPermanently({ to, children }: { to: string; children: ReactNode }) {
  const response = useContext(ServerResponseContext);
  const titles = useContext(PageTitleContext);
  const lang = useLang();
  if (!response) return <>{children}</>;
  // A redirect gives the breadcrumb no title: it must not wait for one.
  titles?.settle();
  response.status = 301;
  response.location = joinLangPath(lang, to);
  return null;
}
