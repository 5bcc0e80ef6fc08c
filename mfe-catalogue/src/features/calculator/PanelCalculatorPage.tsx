import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field, PageMeta, typedBeforeHydration } from 'shared-ui';
import { PANEL } from 'shared-ui/data';
import { EstimateResults } from './components/EstimateResults/EstimateResults';
import { UnitSwitch } from './components/UnitSwitch/UnitSwitch';
import { CALCULATOR_ASSUMPTIONS, DEFAULT_WASTAGE_PERCENT, type LengthUnit } from './data/calculator';
import { findProduct, PRODUCTS } from '../../data/products';
import { calculate, type CalculatorField } from './lib/calculate';
import { CALCULATOR_PATH } from './lib/calculatorHref';
import styles from './PanelCalculatorPage.module.css';

const FEET_HINT = ' In feet, with decimals: 12 ft 6 in is 12.5.';
const PANEL_HINT = `White sand comes in ${PANEL.longLengthMm} mm lengths; every other finish in ${PANEL.standardLengthMm} mm. All are ${PANEL.widthMm} mm wide.`;

/**
 * /products/calculator: from a room's size to the panels, trims and clips it takes, and on to a
 * quotation request. `?product={id}` chooses the panel (the product pages link here with theirs).
 */
export function PanelCalculatorPage() {
  const [searchParams] = useSearchParams();
  const [productId, setProductId] = useState(() => (findProduct(searchParams.get('product') ?? '') ?? PRODUCTS[0]!).id);
  // The numbers stay as typed when the unit changes: someone who typed feet with metres selected
  // switches the unit to say what they meant, not to have their numbers converted.
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [fields, setFields] = useState<Record<CalculatorField, string>>({
    length: '',
    width: '',
    wastage: String(DEFAULT_WASTAGE_PERCENT),
  });
  // A field says what is wrong only once the visitor has been in it, not on arrival.
  const [touched, setTouched] = useState<Partial<Record<CalculatorField, true>>>({});
  const controls: Record<CalculatorField, RefObject<HTMLInputElement | null>> = {
    length: useRef<HTMLInputElement>(null),
    width: useRef<HTMLInputElement>(null),
    wastage: useRef<HTMLInputElement>(null),
  };
  useEffect(() => {
    // Over the server's HTML, what a visitor typed before the script took over is on screen but not
    // in the state, and the next render would write the state back over it: taken over instead.
    const typed = typedBeforeHydration(controls);
    if (!typed) return;
    setFields((current) => ({ ...current, ...typed }));
    setTouched((current) => ({ ...current, ...Object.fromEntries(Object.keys(typed).map((field) => [field, true])) }));
    // Once, when the page first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const product = findProduct(productId)!;
  const result = calculate({ ...fields, unit, product });
  const errorOf = (field: CalculatorField) => (!result.ok && touched[field] ? (result.errors[field] ?? null) : null);
  const bind = (field: CalculatorField) => ({
    ref: controls[field],
    value: fields[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setFields((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const summary = result.ok
    ? result.summary
    : Object.keys(result.errors).some((field) => touched[field as CalculatorField])
      ? 'Correct the highlighted entries to see the estimate.'
      : 'Enter the room’s length and width to see what it takes.';
  const feet = unit === 'ft' ? FEET_HINT : '';

  return (
    <article className={styles.page}>
      <PageMeta
        title="Panel calculator"
        description="Work out how many UPVC ceiling panels, edge trims and hanging clips a room takes, from its length and width in metres or feet, then ask for a quotation."
        path={CALCULATOR_PATH}
      />
      <header className={styles.header}>
        <h1 className={styles.heading}>Panel calculator</h1>
        <p className={styles.intro}>
          Enter the size of the ceiling and choose a panel: the calculator plans the cuts, reusing offcuts, counts the
          panels, edge trim and hanging clips it takes, and turns the result into a quotation request.
        </p>
      </header>

      <div className={styles.columns}>
        <form className={styles.form} aria-labelledby="calculator-room" onSubmit={(event) => event.preventDefault()}>
          <h2 id="calculator-room" className={styles.sectionHeading}>
            Your room
          </h2>
          <UnitSwitch value={unit} onChange={setUnit} />
          <div className={styles.sides}>
            <Field
              label={`Room length (${unit})`}
              hint={`The side the panels run along.${feet}`}
              error={errorOf('length')}
              suffix={unit}
            >
              {(control) => (
                <input {...control} type="text" inputMode="decimal" autoComplete="off" {...bind('length')} />
              )}
            </Field>
            <Field
              label={`Room width (${unit})`}
              hint={`The side the rows are laid across.${feet}`}
              error={errorOf('width')}
              suffix={unit}
            >
              {(control) => (
                <input {...control} type="text" inputMode="decimal" autoComplete="off" {...bind('width')} />
              )}
            </Field>
          </div>
          <Field label="Panel" hint={PANEL_HINT}>
            {(control) => (
              <select {...control} value={productId} onChange={(event) => setProductId(Number(event.target.value))}>
                {PRODUCTS.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title} ({p.dimensions.length} mm)
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Wastage allowance (%)"
            hint={`Extra panels for cutting and breakage; ${DEFAULT_WASTAGE_PERCENT}% is usual.`}
            error={errorOf('wastage')}
            suffix="%"
          >
            {(control) => (
              <input {...control} type="text" inputMode="numeric" autoComplete="off" {...bind('wastage')} />
            )}
          </Field>
        </form>

        <section aria-labelledby="calculator-estimate" className={styles.estimate}>
          <h2 id="calculator-estimate" className={styles.sectionHeading}>
            Your estimate
          </h2>
          {/* Always in the page, so screen readers hear each new result as the figures change. */}
          <p role="status" className={styles.summary}>
            {summary}
          </p>
          {result.ok ? (
            <EstimateResults
              estimate={result.estimate}
              panelLengthMm={product.dimensions.length}
              plan={result.plan}
              steps={result.steps}
              quotationHref={result.quotationHref}
            />
          ) : null}
        </section>
      </div>

      <section aria-labelledby="calculator-assumptions" className={styles.assumptions}>
        <h2 id="calculator-assumptions" className={styles.sectionHeading}>
          What the estimate assumes
        </h2>
        <ul>
          {CALCULATOR_ASSUMPTIONS.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
        <p>It is a guide for planning and budgeting: our quotation confirms the quantities for your site.</p>
      </section>
    </article>
  );
}
