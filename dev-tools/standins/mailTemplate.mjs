// The quotation mail as the EmailJS template the owner creates makes it (README "Email").

// The quotation remote's settings (mfe-quotation/src/settings.ts) build the same default into the page (as `to_email`, which is ignored).
export const DEFAULT_RECIPIENT = 'quotations@example.com';

/**
 * The quotation template as README "Email" tells the owner to create it in EmailJS. Only the
 * reply-to, subject and body take the visitor's values; the recipient is not a variable at all.
 */
export const QUOTATION_TEMPLATE = {
  replyTo: '{{from_email}}',
  subject: 'Quotation request from {{from_email}}',
  text: 'Email: {{from_email}}\nMobile: {{phone}}\n\n{{message}}',
};

/** Where the template sends: the address typed into it, never one from the request. */
export const recipientOf = (env = process.env) => env.SITE_QUOTATION_RECIPIENT?.trim() || DEFAULT_RECIPIENT;

/**
 * The mail EmailJS would deliver for these params. As in EmailJS, a variable the request does not
 * carry becomes '' and one the template does not name (to_email, cc, bcc, ...) is simply unused.
 */
export function renderMail(params, recipient) {
  const fill = (field) =>
    field.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => {
      const value = Object.hasOwn(params, name) ? params[name] : undefined;
      return value === undefined || value === null ? '' : String(value);
    });
  return {
    to: recipient,
    replyTo: fill(QUOTATION_TEMPLATE.replyTo),
    subject: fill(QUOTATION_TEMPLATE.subject),
    text: fill(QUOTATION_TEMPLATE.text),
  };
}
