import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG, type Lang } from './langPath';

/**
 * The page's language, given by the shell (read from the URL once, with splitLangPath) to every
 * app. It lives in shared-ui, the singleton every remote shares, so a remote's page reads the
 * shell's value and never the URL itself. Outside the shell (a remote's standalone page) it is English.
 */
const LangContext = createContext<Lang>(DEFAULT_LANG);

export function LangProvider({ value, children }: { value: Lang; children: ReactNode }) {
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

export const useLang = (): Lang => useContext(LangContext);
