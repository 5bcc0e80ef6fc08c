import { Untranslated } from 'shared-ui';
import { ContactPage } from '../pages/ContactPage';

/** Until this part's text is in its catalog (issue 25), it is English on every page, and says so. */
export default function ContactPagePart() {
  return (
    <Untranslated>
      <ContactPage />
    </Untranslated>
  );
}
