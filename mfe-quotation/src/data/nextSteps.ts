import type { MessageId } from '../i18n/say';

/** The block beside the form: what a buyer can expect once the request is sent (texts in i18n/). */
export const nextSteps: readonly { title: MessageId; text: MessageId }[] = [
  { title: 'next.read', text: 'next.readText' },
  { title: 'next.email', text: 'next.emailText' },
  { title: 'next.install', text: 'next.installText' },
];

/** How soon each way of asking is answered; no value: the office hours (siteConfig, English). */
export const responseTimes: readonly { label: MessageId; value?: MessageId }[] = [
  { label: 'next.requests', value: 'next.oneDay' },
  { label: 'next.emails', value: 'next.oneDay' },
  { label: 'cards.hotline' },
];
