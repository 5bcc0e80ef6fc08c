import { DEFAULT_LANG, type Lang } from '@ecopanel/shared-ui';
import type { QuotationFields } from '../lib/quotation';
import { languageParam, messageWithLanguage } from '../lib/visitorLanguage';
import { sendProblem, type EmailSettings } from '../lib/emailSettings';
import { toSendStatus, type SendStatus } from '../lib/sendStatus';
import { emailSettings, quotationRecipient } from '../settings';

type EmailJs = typeof import('@emailjs/browser');

let sdk: Promise<EmailJs> | undefined;

/**
 * The EmailJS SDK in its own chunk, fetched only by this page, and initialised once per page load
 * (the API origin can only be set in `init`). A failed download is forgotten so the next send
 * tries again.
 */
export function loadEmailJs(settings: EmailSettings = emailSettings): Promise<EmailJs> {
  if (!sdk) {
    sdk = import(/* webpackChunkName: "emailjs" */ '@emailjs/browser').then((emailjs) => {
      emailjs.init({ publicKey: settings.publicKey }, settings.origin);
      return emailjs;
    });
    sdk.catch(() => {
      sdk = undefined;
    });
  }
  return sdk;
}

/**
 * Sends a quotation request to the company's fixed recipient (SPEC section 7). `to_email` is sent
 * because the spec lists it, but the EmailJS template has the recipient typed in and ignores it
 * (README "The EmailJS account"): anyone can call EmailJS with this page's ids. `language` says
 * which language the visitor's page was in (`lang`), and so does the message's first line on a
 * Sinhala or Tamil page, so the company can reply in it (issue 25 point 6). Resolves with the
 * service's `{status, text}` on any 2xx; rejects with `{status, text}` otherwise, a network error
 * being `{0, 'Network Error'}`.
 */
export async function sendQuotation(
  fields: QuotationFields,
  lang: Lang = DEFAULT_LANG,
  settings: EmailSettings = emailSettings,
  recipient: string = quotationRecipient,
): Promise<SendStatus> {
  const params = {
    to_email: recipient,
    from_email: fields.email,
    phone: fields.mobile,
    message: messageWithLanguage(fields.message, lang),
    language: languageParam(lang),
  };
  const problem = sendProblem(settings, recipient, params);
  if (problem) {
    console.error(`Quotation email not sent: ${problem}.`);
    throw { status: 0, text: 'Configuration Error' } satisfies SendStatus;
  }
  try {
    const emailjs = await loadEmailJs(settings);
    const response = await emailjs.send(settings.serviceId, settings.templateId, params);
    return { status: response.status, text: response.text };
  } catch (error) {
    throw toSendStatus(error);
  }
}
