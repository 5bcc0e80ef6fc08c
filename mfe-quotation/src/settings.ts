/**
 * The quotation remote's own settings: the EmailJS account and the company's recipient. They are
 * inlined into this remote's build only (createAppConfig's `settings`), so rotating a key is a
 * release of this remote alone; the shell never carries them. Read by `npm run preflight` too, which
 * evaluates this module by itself: it imports nothing.
 */
const env = (value: string | undefined, fallback: string): string =>
  value !== undefined && value !== '' ? value : fallback;

/** The variables this remote's build reads, and nothing else. */
export const CONFIG_ENV_VARS = [
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_ORIGIN',
  'SITE_QUOTATION_RECIPIENT',
] as const;

/** The EmailJS account (public by design: EmailJS's allowed origins and the fixed-recipient template guard it). */
export const emailSettings = {
  publicKey: env(process.env.EMAILJS_PUBLIC_KEY, 'local-public-key'),
  serviceId: env(process.env.EMAILJS_SERVICE_ID, 'local_service'),
  templateId: env(process.env.EMAILJS_TEMPLATE_ID, 'local_template'),
  // The local EmailJS stand-in (dev-tools/standins/email.mjs) until a real account is set.
  origin: env(process.env.EMAILJS_ORIGIN, 'http://127.0.0.1:3010'),
};

/** The company's address the template sends to (SPEC: to_email, a fixed company recipient). */
export const quotationRecipient = env(process.env.SITE_QUOTATION_RECIPIENT, 'quotations@example.com');
