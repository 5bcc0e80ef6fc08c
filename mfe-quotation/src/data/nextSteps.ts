import { siteConfig } from 'shared-ui';

/** The block beside the form: what a buyer can expect once the request is sent. */
export const nextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'We read your request',
    text: 'A member of our sales team reviews it the same working day and calls your mobile only if a detail is missing.',
  },
  {
    title: 'Your quotation arrives by email',
    text: 'An itemised price: panels by design and square feet, corners and clips, and installation by our own trained team.',
  },
  {
    title: 'Measure, choose, install',
    text: 'For larger jobs we can visit to measure and bring samples of the designs you like, then agree a date for installation.',
  },
];

export const responseTimes: readonly { label: string; value: string }[] = [
  { label: 'Quotation requests', value: 'within one working day' },
  { label: 'Emails', value: 'within one working day' },
  { label: 'Hotline', value: siteConfig.officeHours },
];
