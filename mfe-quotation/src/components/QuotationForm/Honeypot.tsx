import { VisuallyHidden } from '@ecopanel/shared-ui';
import { HONEYPOT_FIELD } from '../../lib/botCheck';

/**
 * The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only a
 * bot filling in every field it finds puts anything here. Uncontrolled, so a value a script sets
 * without typing is seen too (the form reads it from the submitted FormData).
 */
export function Honeypot({ formId }: { formId: string }) {
  return (
    <VisuallyHidden as="div" aria-hidden="true">
      {/* For bots, which read English: no person ever meets it. */}
      <label htmlFor={`${formId}-${HONEYPOT_FIELD}`} lang="en">
        Leave this field empty
      </label>
      <input
        id={`${formId}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </VisuallyHidden>
  );
}
