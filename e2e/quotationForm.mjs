// The local EmailJS stand-in's outbox that receives the quotation form's sends, and the form itself
// (the quotation remote's page object): shared by the tests that send a quotation (quotation,
// calculator, settings).

import { currentStandins } from './harness.mjs';
// eslint-disable-next-line import-x/no-relative-packages -- the remote's own page object of its form
import { EMAIL_API } from '../mfe-quotation/e2e/quotationForm.mjs';

// eslint-disable-next-line import-x/no-relative-packages -- as above
export * from '../mfe-quotation/e2e/quotationForm.mjs';

/** The newest site's own e-mail stand-in, for the test's calls to its control endpoints. */
export const emailStandin = () => currentStandins().email?.url ?? EMAIL_API;

export const outbox = async () => (await fetch(`${emailStandin()}/__control/outbox`)).json();
/** The stand-in's accepted requests whose message carries `marker`. */
export const sentWith = async (marker) =>
  (await outbox()).requests.filter((r) => r.template_params?.message?.includes(marker));
