/**
 * The site-wide facts every app shows: brand, contact, addresses, links, videos. Each value can be
 * overridden at build time by the environment variable named beside it (rspack's DefinePlugin
 * inlines `process.env.X`; jest reads the real environment). Defaults are obviously placeholders so
 * nothing real is committed. A remote's own settings live in that remote (the EmailJS account in
 * mfe-quotation/src/settings.ts, the Firebase project in mfe-impact/src/settings.ts).
 */
const env = (value: string | undefined, fallback: string): string =>
  value !== undefined && value !== '' ? value : fallback;

export interface SocialLink {
  label: 'Facebook' | 'Instagram' | 'X';
  href: string;
}

export interface SiteConfig {
  siteName: string;
  groupName: string;
  siteUrl: string;
  phone: string;
  /** The WhatsApp number in international form, digits only (94 and the number without its 0). */
  whatsapp: string;
  email: string;
  headOffice: { street: string; city: string; mapUrl: string; mapEmbedUrl: string };
  officeAddress: { line: string; mapUrl: string };
  /** Opening hours as search engines read them (schema.org openingHoursSpecification). */
  openingHours: OpeningHours[];
  /** The same hours as every page writes them, e.g. "Mon-Fri 8.30am-5.30pm". */
  officeHours: string;
  /** SITE_PRODUCT_PRICES, read by shared-ui/data's productPrices (its syntax is there). */
  productPrices: string;
  /** How English pages mark a price (SITE_PRICE_LABEL): "LKR 4,250" or "Rs. 4,250"; Sinhala and Tamil write රු. and ரூ. */
  priceLabel: PriceLabel;
  social: SocialLink[];
  partnerShopUrl: string;
  /** Ids on the video platform (embedded from youtube-nocookie.com behind a click-to-play facade). */
  videos: { story: string; installation: string };
}

/** The two ways English in Sri Lanka marks rupees: the ISO code, or the everyday abbreviation. */
export const PRICE_LABELS = ['LKR', 'Rs.'] as const;
export type PriceLabel = (typeof PRICE_LABELS)[number];
// Anything else set by mistake keeps the default rather than printing it beside every price.
const priceLabel = (value: string | undefined): PriceLabel =>
  PRICE_LABELS.find((label) => label === value?.trim()) ?? 'LKR';

export interface OpeningHours {
  days: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

const OPENING_HOURS: OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
];

// "17:30" -> "5.30pm", "09:00" -> "9am"; days "Mon-Fri". Here, not imported: preflight evaluates this file alone.
const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}${m ? `.${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
};
const hoursText = (hours: OpeningHours[]) =>
  hours
    .map(({ days, opens, closes }) => {
      const span = [...new Set([days[0]!, days[days.length - 1]!])].map((day) => day.slice(0, 3)).join('-');
      return `${span} ${clock(opens)}-${clock(closes)}`;
    })
    .join(', ');

export const siteConfig: SiteConfig = {
  siteName: env(process.env.SITE_NAME, 'EcoPanel'),
  groupName: env(process.env.SITE_GROUP_NAME, 'EcoPanel Group of Companies'),
  siteUrl: env(process.env.SITE_URL, 'http://localhost:3000').replace(/\/$/, ''),
  phone: env(process.env.SITE_PHONE, '+94 11 000 0000'),
  whatsapp: env(process.env.SITE_WHATSAPP, '94000000000'),
  email: env(process.env.SITE_EMAIL, 'info@example.com'),
  headOffice: {
    street: '06 Lucas Road',
    city: 'Colombo 01400',
    mapUrl: env(
      process.env.SITE_HEAD_OFFICE_MAP_URL,
      'https://www.google.com/maps/search/?api=1&query=06+Lucas+Road+Colombo+01400',
    ),
    // Google Maps' keyless embed (the CSP allows frames from www.google.com).
    mapEmbedUrl: env(
      process.env.SITE_HEAD_OFFICE_MAP_EMBED_URL,
      'https://www.google.com/maps?q=06+Lucas+Road%2C+Colombo+01400%2C+Sri+Lanka&output=embed',
    ),
  },
  officeAddress: {
    line: env(process.env.SITE_OFFICE_ADDRESS, '06 Lucas Road, Colombo 14, Sri Lanka'),
    mapUrl: env(
      process.env.SITE_OFFICE_MAP_URL,
      'https://www.google.com/maps/search/?api=1&query=06+Lucas+Road+Colombo+14',
    ),
  },
  openingHours: OPENING_HOURS,
  officeHours: hoursText(OPENING_HOURS),
  productPrices: env(process.env.SITE_PRODUCT_PRICES, 'sample'),
  priceLabel: priceLabel(process.env.SITE_PRICE_LABEL),
  social: [
    { label: 'Facebook', href: env(process.env.SITE_FACEBOOK_URL, 'https://www.facebook.com/example') },
    { label: 'Instagram', href: env(process.env.SITE_INSTAGRAM_URL, 'https://www.instagram.com/example') },
    { label: 'X', href: env(process.env.SITE_X_URL, 'https://x.com/example') },
  ],
  partnerShopUrl: env(process.env.SITE_PARTNER_SHOP_URL, 'https://shop.example.com/'),
  // Placeholders until the company's videos are published.
  videos: {
    story: env(process.env.SITE_STORY_VIDEO_ID, 'ecopanel-story'),
    installation: env(process.env.SITE_INSTALLATION_VIDEO_ID, 'ecopanel-installation'),
  },
};

/** Names of the variables above, so the build can inline exactly these and nothing else. */
export const CONFIG_ENV_VARS = [
  'SITE_NAME',
  'SITE_GROUP_NAME',
  'SITE_URL',
  'SITE_PHONE',
  'SITE_WHATSAPP',
  'SITE_EMAIL',
  'SITE_HEAD_OFFICE_MAP_URL',
  'SITE_HEAD_OFFICE_MAP_EMBED_URL',
  'SITE_STORY_VIDEO_ID',
  'SITE_INSTALLATION_VIDEO_ID',
  'SITE_OFFICE_ADDRESS',
  'SITE_OFFICE_MAP_URL',
  'SITE_FACEBOOK_URL',
  'SITE_INSTAGRAM_URL',
  'SITE_X_URL',
  'SITE_PARTNER_SHOP_URL',
  'SITE_PRODUCT_PRICES',
  'SITE_PRICE_LABEL',
] as const;

/** `tel:` href for a displayed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A wa.me chat link: WhatsApp wants the number's digits alone in the path, and the pre-filled text
 * percent-encoded (encodeURIComponent keeps every code point, U+200D of Sinhala's "ශ්‍රී" included).
 */
export const whatsappUrl = (number: string, text: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
