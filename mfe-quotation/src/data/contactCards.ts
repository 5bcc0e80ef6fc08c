import { siteConfig, telHref } from '@ecopanel/shared-ui';
import type { MessageId } from '../i18n/say';

/** One of the Location, Hotline and Email cards (SPEC section 3, "Contact info"). */
export interface ContactCard {
  id: 'location' | 'hotline' | 'email';
  /** The card's heading and its line under the link (i18n/en.json). */
  label: MessageId;
  /** The address, number or mailbox itself, shown as the card's link. */
  primary: string;
  href: string;
  /** Opens in a new tab (the map). */
  external: boolean;
  secondary: MessageId;
  /** The line ends with the office hours. */
  hours: boolean;
}

const { officeAddress, phone, email } = siteConfig;

export const contactCards: readonly ContactCard[] = [
  {
    id: 'location',
    label: 'cards.location',
    primary: officeAddress.line,
    href: officeAddress.mapUrl,
    external: true,
    secondary: 'cards.locationText',
    hours: true,
  },
  {
    id: 'hotline',
    label: 'cards.hotline',
    primary: phone,
    href: telHref(phone),
    external: false,
    secondary: 'cards.hotlineText',
    hours: true,
  },
  {
    id: 'email',
    label: 'cards.email',
    primary: email,
    href: `mailto:${email}`,
    external: false,
    secondary: 'cards.emailText',
    hours: false,
  },
];
