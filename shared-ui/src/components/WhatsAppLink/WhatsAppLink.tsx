import { siteConfig, whatsappUrl } from '../../config/siteConfig';
import { sharedText } from '../../i18n/text';
import { useT } from '../../i18n/useT';
import { ExternalLink } from '../ExternalLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { usePageWhatsAppTopic } from './whatsAppTopic';

interface Props {
  /** What the chat is about (a product's name); by default what the page named (useWhatsAppTopic), else the panels. */
  topic?: string;
  /** "Chat on WhatsApp" (the default), or "Ask about this panel on WhatsApp" beside a product. */
  words?: 'chat' | 'ask';
  /** Shows only the icon where there is no room; the words stay the link's accessible name. */
  iconOnly?: boolean;
  className?: string;
  onClick?: () => void;
}

/**
 * "Chat on WhatsApp" (issue 25): opens a chat with the company's WhatsApp number (SITE_WHATSAPP), a
 * message pre-filled in the page's language. Opens in a new tab, and says so to screen readers.
 */
export function WhatsAppLink({ topic, words = 'chat', iconOnly = false, className, onClick }: Props) {
  const t = useT(sharedText);
  const pageTopic = usePageWhatsAppTopic();
  const product = topic ?? pageTopic;
  const site = siteConfig.siteName;
  // The message greets the company and names what the visitor asks about: a product (on its page)
  // or the panels in general. Its Sinhala and Tamil are shared-ui's catalog's (drafts for review).
  const message = product ? t('whatsapp.messageAbout', { site, product }) : t('whatsapp.message', { site });
  const href = whatsappUrl(siteConfig.whatsapp, message);
  const name = t.node(words === 'ask' ? 'whatsapp.ask' : 'whatsapp.chat');
  return (
    <ExternalLink href={href} className={className} onClick={onClick}>
      {/* A speech bubble with a handset, as chat apps draw it: decorative, the words name the link. */}
      <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 2a8 8 0 11-4.1 14.9l-.3-.2-2.8.7.8-2.7-.2-.3A8 8 0 0112 4z" />
        <path
          transform="translate(7 7) scale(.42)"
          d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.24 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
        />
      </svg>
      {iconOnly ? <VisuallyHidden>{name}</VisuallyHidden> : <span>{name}</span>}
      <VisuallyHidden>{t.node('whatsapp.opens')}</VisuallyHidden>
    </ExternalLink>
  );
}
