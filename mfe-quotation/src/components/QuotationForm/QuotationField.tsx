import type { ChangeEvent, ReactNode, Ref } from 'react';
import { MAX_LENGTH, showsCount, type Field } from '../../lib/fieldRules';
import { CharacterCount } from './CharacterCount';
import styles from './QuotationForm.module.css';

interface Props {
  /** The form's useId: every id in the field starts with it. */
  formId: string;
  field: Field;
  label: string;
  value: string;
  problem?: string;
  /** Read-only while sending, so nothing typed meanwhile is wiped when the send succeeds. */
  readOnly: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Shown between the label and the control, and read out with the control. */
  hint?: ReactNode;
  /** The control's own attributes: an input's type and autocomplete, or a textarea's rows. */
  control:
    | { as: 'input'; type: string; autoComplete: string; ref: Ref<HTMLInputElement> }
    | { as: 'textarea'; rows: number; ref: Ref<HTMLTextAreaElement> };
}

/**
 * One field of the quotation form: label, optional hint, the control, then its character count
 * near the limit and its problem, all tied to the control by aria-describedby.
 */
export function QuotationField({ formId, field, label, value, problem, readOnly, onChange, hint, control }: Props) {
  const id = `${formId}-${field}`;
  const hintId = hint ? `${formId}-hint` : undefined;
  const countId = `${id}-count`;
  const problemId = `${id}-problem`;
  const describedBy =
    [hintId, showsCount(value.length, MAX_LENGTH[field]) ? countId : undefined, problem ? problemId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const shared = {
    id,
    name: field,
    required: true,
    maxLength: MAX_LENGTH[field],
    'aria-invalid': problem ? (true as const) : undefined,
    'aria-describedby': describedBy,
    readOnly,
    value,
    onChange,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {control.as === 'input' ? (
        <input {...shared} ref={control.ref} type={control.type} autoComplete={control.autoComplete} />
      ) : (
        <textarea {...shared} ref={control.ref} rows={control.rows} />
      )}
      <CharacterCount id={countId} length={value.length} max={MAX_LENGTH[field]} />
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
