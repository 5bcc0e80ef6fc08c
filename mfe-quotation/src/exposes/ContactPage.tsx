import { ContactPage } from '../pages/ContactPage';

/** The quotation page, in the page's language (its text: src/i18n). */
export default function ContactPagePart() {
  return <ContactPage />;
}
