import { siteConfig, telHref } from 'shared-ui';

/** One of the Location, Hotline and Email cards (SPEC section 3, "Contact info"). */
export interface ContactCard {
  id: 'location' | 'hotline' | 'email';
  label: string;
  /** The address, number or mailbox itself, shown as the card's link. */
  primary: string;
  href: string;
  /** Opens in a new tab (the map). */
  external: boolean;
  secondary: string;
}

const { officeAddress, phone, email, officeHours } = siteConfig;

export const contactCards: readonly ContactCard[] = [
  {
    id: 'location',
    label: 'Location',
    primary: officeAddress.line,
    href: officeAddress.mapUrl,
    external: true,
    secondary: `Showroom and office open ${officeHours}`,
  },
  {
    id: 'hotline',
    label: 'Hotline',
    primary: phone,
    href: telHref(phone),
    external: false,
    secondary: `Talk to our sales team ${officeHours}`,
  },
  {
    id: 'email',
    label: 'Email',
    primary: email,
    href: `mailto:${email}`,
    external: false,
    secondary: 'Drawings and photos welcome; we reply within one working day',
  },
];
