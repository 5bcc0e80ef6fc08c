// The quotation form as a person fills it: this remote's page object, for its own suite and the
// site's (e2e/quotation-sends.test.mjs, calculator, settings).

/** Where the quotation build sends (mfe-quotation/src/settings.ts; a suite's proxy takes it to its stand-in). */
export const EMAIL_API = process.env.EMAILJS_ORIGIN || 'http://127.0.0.1:3010';
export const SUCCESS =
  'Your quotation request has been successfully submitted. You will receive the quotation via email shortly!';
// The form drops, silently, a send sooner than 3 s after it was first painted (a bot's speed:
// mfe-quotation/src/lib/botCheck.ts); tests pause like a person before sending, counted from when
// the page settled (later than the paint), so the form has hydrated too.
export const MIN_FILL_MS = 3000;
const FILL_MARGIN_MS = 500;

export const uniqueMarker = () => `ref-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

export function quotationForm(page) {
  const form = page.getByRole('form', { name: 'Send us your requirements' });
  return {
    form,
    shownAt: 0,
    /**
     * Notes when the form became usable: the page has settled and the form has hydrated. Network
     * quiet alone is not enough: after a reload the cached chunks answer at once, so Playwright can
     * call the network idle before hydration has put a restored draft into the fields.
     */
    async appeared() {
      await page.waitForLoadState('networkidle');
      await this.hydrated();
      this.shownAt = Date.now();
    },
    /** Resolves once React has rendered the form (hydrated or mounted), for a bot that acts the moment it works. */
    async hydrated() {
      await page.waitForFunction(
        (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')),
        await form.elementHandle(),
        { polling: 20 },
      );
    },
    /** Waits out the minimum fill time since the form appeared, as a person takes it. */
    async humanPause() {
      const left = this.shownAt + MIN_FILL_MS + FILL_MARGIN_MS - Date.now();
      if (left > 0) await page.waitForTimeout(left);
    },
    email: form.getByLabel('Email'),
    mobile: form.getByLabel('Mobile'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: /Send Request|Sending/ }),
    status: form.getByRole('status'),
    async fill({ email, mobile, message }) {
      await this.email.fill(email);
      await this.mobile.fill(mobile);
      await this.message.fill(message);
    },
    values() {
      return Promise.all([this.email.inputValue(), this.mobile.inputValue(), this.message.inputValue()]);
    },
  };
}
