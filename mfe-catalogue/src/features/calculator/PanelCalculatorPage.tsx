import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field, formatNumber, PageMeta, typedBeforeHydration, useT } from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import { EstimateResults } from './components/EstimateResults/EstimateResults';
import { assumptionText } from './lib/assumptionText';
import { UnitSwitch } from './components/UnitSwitch/UnitSwitch';
import { DEFAULT_WASTAGE_PERCENT, type LengthUnit } from './data/calculator';
import { findProduct, PRODUCTS } from '../../data/products';
import { catalog } from '../../i18n/catalog';
import { calculatorCatalog } from './i18n/catalog';
import { productText } from '../../i18n/productText';
import { calculate, type CalculatorField } from './lib/calculate';
import { CALCULATOR_PATH } from './lib/calculatorHref';
import styles from './PanelCalculatorPage.module.css';

/**
 * /products/calculator: from a room's size to the panels, trims and clips it takes, and on to a
 * quotation request. `?product={id}` chooses the panel (the product pages link here with theirs).
 */
export function PanelCalculatorPage() {
  const [searchParams] = useSearchParams();
  const t = useT(catalog);
  // The calculator's own catalog (the page's, the results' and the steps' text): a Sinhala or Tamil
  // page loads it with the page, so the results never suspend when they first appear.
  const tCalc = useT(calculatorCatalog);
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
  const result = calculate({ ...fields, unit, product }, tCalc);
  // What is wrong with the field, in the page's language and the visitor's unit (calculate() words it).
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
    ? tCalc.node('calc.summary', {
        summary: result.summary,
        name: productText(t, product).name,
        panels: formatNumber(result.estimate.panels),
        trims: formatNumber(result.estimate.trimLengths),
        clips: formatNumber(result.estimate.clips),
      })
    : Object.keys(result.errors).some((field) => touched[field as CalculatorField])
      ? tCalc.node('calc.fix')
      : tCalc.node('calc.start');
  const feet = unit === 'ft' ? tCalc('calc.feetHint') : '';

  return (
    <article className={styles.page}>
      <PageMeta title={tCalc('calc.title')} description={tCalc('calc.description')} path={CALCULATOR_PATH} />
      <header className={styles.header}>
        <h1 className={styles.heading}>{tCalc.node('calc.title')}</h1>
        <p className={styles.intro}>{tCalc.node('calc.intro')}</p>
      </header>

      <div className={styles.columns}>
        <form className={styles.form} aria-labelledby="calculator-room" onSubmit={(event) => event.preventDefault()}>
          <h2 id="calculator-room" className={styles.sectionHeading}>
            {tCalc.node('calc.room')}
          </h2>
          <UnitSwitch value={unit} onChange={setUnit} />
          <div className={styles.sides}>
            <Field
              label={tCalc('calc.lengthLabel', { unit })}
              hint={tCalc.node('calc.lengthHint', { feet })}
              error={errorOf('length')}
              suffix={unit}
            >
              {(control) => (
                <input {...control} type="text" inputMode="decimal" autoComplete="off" {...bind('length')} />
              )}
            </Field>
            <Field
              label={tCalc('calc.widthLabel', { unit })}
              hint={tCalc.node('calc.widthHint', { feet })}
              error={errorOf('width')}
              suffix={unit}
            >
              {(control) => (
                <input {...control} type="text" inputMode="decimal" autoComplete="off" {...bind('width')} />
              )}
            </Field>
          </div>
          <Field
            label={tCalc('calc.panel')}
            hint={tCalc.node('calc.panelHint', {
              long: PANEL.longLengthMm,
              standard: PANEL.standardLengthMm,
              width: PANEL.widthMm,
            })}
          >
            {(control) => (
              <select {...control} value={productId} onChange={(event) => setProductId(Number(event.target.value))}>
                {PRODUCTS.map((p) => (
                  <option key={p.id} value={p.id}>
                    {tCalc('calc.option', { name: productText(t, p).name, length: p.dimensions.length })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={tCalc('calc.wastageLabel')}
            hint={tCalc.node('calc.wastageHint', { percent: DEFAULT_WASTAGE_PERCENT })}
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
            {tCalc.node('calc.estimate')}
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
          {tCalc.node('calc.assumptions')}
        </h2>
        <ul>
          {assumptionText(t).map((assumption, i) => (
            // The assumptions in a fixed order, so their place is their key.
            <li key={i}>{assumption}</li>
          ))}
        </ul>
        <p>{tCalc.node('calc.guide')}</p>
      </section>
    </article>
  );
}
