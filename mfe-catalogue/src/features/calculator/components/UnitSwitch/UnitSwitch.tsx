import { useId } from 'react';
import { useT } from '@ecopanel/shared-ui';
import { calculatorCatalog } from '../../i18n/catalog';
import { LENGTH_UNITS, type LengthUnit } from '../../data/calculator';
import styles from './UnitSwitch.module.css';

interface Props {
  value: LengthUnit;
  onChange: (unit: LengthUnit) => void;
}

/**
 * Metres or feet, as a real radio group (arrow keys move between them, a screen reader says "1 of
 * 2"), drawn as two segments.
 */
export function UnitSwitch({ value, onChange }: Props) {
  const name = useId();
  const t = useT(calculatorCatalog);
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>{t.node('calc.units')}</legend>
      <div className={styles.options}>
        {LENGTH_UNITS.map((unit) => (
          <label key={unit.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={unit.value}
              checked={value === unit.value}
              onChange={() => onChange(unit.value)}
              className={styles.radio}
            />
            <span className={styles.text}>{t.node(`calc.unit.${unit.value}`, { label: unit.label })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
