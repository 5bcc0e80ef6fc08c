import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useLang, type Lang } from '@ecopanel/shared-ui';
import { rememberedLang } from '../../lib/langCookie';

// Its own chunk: only a visitor who chose another language with the switch ever loads it. The offer
// is optional: if its code cannot be fetched there is none, and no error reaches the page's root
// (which has no boundary above the frame: the whole page would go blank).
type OfferProps = ComponentProps<(typeof import('./LanguageSuggestion'))['default']>;
const LanguageSuggestion = lazy<ComponentType<OfferProps>>(() =>
  import(/* webpackChunkName: "language-suggestion" */ './LanguageSuggestion').catch(() => ({ default: () => null })),
);

/** "No, thanks" holds for the rest of the visit (the tab's session), for that language. */
const DISMISSED = 'lang-suggestion-dismissed';

/**
 * Where a visitor who chose a language with the switch (the `lang` cookie) reads a page in another
 * one, offers them this page in theirs. After hydration only: the server never reads the cookie,
 * so every visitor gets the same cached page, and a link always opens in the language it names.
 */
export function LanguageSuggestionSlot() {
  const page = useLang();
  const [offer, setOffer] = useState<Lang>();
  useEffect(() => {
    const chosen = rememberedLang();
    setOffer(chosen && chosen !== page && sessionValue() !== chosen ? chosen : undefined);
  }, [page]);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion
        lang={offer}
        onDismiss={() => {
          sessionValue(offer);
          setOffer(undefined);
        }}
      />
    </Suspense>
  );
}

/** Reads (or writes) the dismissed language; storage may be unavailable (private modes, policies). */
function sessionValue(write?: Lang): string | null {
  try {
    if (write) sessionStorage.setItem(DISMISSED, write);
    return sessionStorage.getItem(DISMISSED);
  } catch {
    return null;
  }
}
