/**
 * `shared-ui/widgets`: the components only some pages use (the FAQ's accordion, tabs, dialogs, the
 * video facade, dates). The shell hands them to remotes as a shared module of their own, fetched
 * when a remote's code first imports it, so a page whose remote uses none of them (the products,
 * the quotation form) does not load them (build-tools/shared.ts).
 */
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem } from './components/Tabs/Tabs';
export { Accordion } from './components/Accordion/Accordion';
export type { AccordionItem } from './components/Accordion/Accordion';
export { Dialog } from './components/Dialog/Dialog';
export { EmbedFacade, youtubeEmbedUrl } from './components/EmbedFacade/EmbedFacade';
export { DateText } from './components/DateText/DateText';
