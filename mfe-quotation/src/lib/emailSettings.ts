/** The EmailJS account values this remote is built with (src/settings.ts). */
export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
}

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * What is wrong with the settings or params of a send (SPEC section 5), in words for the console,
 * or null when a send may go out. Checked before every send so a misconfigured build fails loudly.
 */
export function sendProblem(settings: EmailSettings, recipient: string, params: unknown): string | null {
  if (!isFilled(settings.publicKey)) return 'the EmailJS public key is empty (set EMAILJS_PUBLIC_KEY)';
  if (!isFilled(settings.serviceId)) return 'the EmailJS service id is empty (set EMAILJS_SERVICE_ID)';
  if (!isFilled(settings.templateId)) return 'the EmailJS template id is empty (set EMAILJS_TEMPLATE_ID)';
  if (!isFilled(recipient)) return 'the quotation recipient is empty (set SITE_QUOTATION_RECIPIENT)';
  if (!isPlainObject(params)) return 'the template params are not a plain object';
  return null;
}
