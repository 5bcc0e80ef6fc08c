import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react';
import { fieldLength, MAX_LENGTH, showsCount, type Field as FieldName } from '../../lib/fieldRules';
import { Field } from '@ecopanel/shared-ui';
import { CharacterCount } from './CharacterCount';

interface Props {
  /** The form's useId: every id in the field starts with it. */
  formId: string;
  field: FieldName;
  label: string;
  value: string;
  problem?: string;
  /** Read-only while sending, so nothing typed meanwhile is wiped when the send succeeds. */
  readOnly: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The browser's own check found the value wrong (on submit). */
  onInvalid: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Shown between the label and the control, and read out with the control. */
  hint?: ReactNode;
  /** The control's own attributes: an input's type and autocomplete, or a textarea's rows. */
  control:
    | { as: 'input'; type: string; autoComplete: string; ref: Ref<HTMLInputElement> }
    | { as: 'textarea'; rows: number; ref: Ref<HTMLTextAreaElement> };
}

/**
 * One field of the quotation form: shared-ui's Field (label, optional hint, the control, its
 * problem) with the quotation's control and its character count near the limit.
 */
export function QuotationField({
  formId,
  field,
  label,
  value,
  problem,
  readOnly,
  onChange,
  onInvalid,
  hint,
  control,
}: Props) {
  const id = `${formId}-${field}`;
  const countId = `${id}-count`;
  // In letters, as the limit is checked on send; no `maxLength`, which counts UTF-16 code units.
  const length = fieldLength(value);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={problem}
      after={<CharacterCount id={countId} length={length} max={MAX_LENGTH[field]} />}
      describedById={showsCount(length, MAX_LENGTH[field]) ? countId : undefined}
    >
      {(described) => {
        const shared = {
          ...described,
          name: field,
          required: true,
          readOnly,
          value,
          onChange,
          onInvalid,
        };
        return control.as === 'input' ? (
          <input {...shared} ref={control.ref} type={control.type} autoComplete={control.autoComplete} />
        ) : (
          <textarea {...shared} ref={control.ref} rows={control.rows} />
        );
      }}
    </Field>
  );
}
