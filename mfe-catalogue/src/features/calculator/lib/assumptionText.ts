import type { ReactNode } from 'react';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import {
  CALCULATOR_ASSUMPTIONS,
  EDGE_TRIM_NAME,
  EXPANSION_GAP_MM,
  MIN_USABLE_OFFCUT_MM,
  SAW_KERF_MM,
  SQFT_PER_CLIP,
} from '../data/calculator';
import type { CatalogueT } from '../../../i18n/productText';

/**
 * What the estimate assumes, in the page's language. The English stays in data/calculator (one
 * place, with its figures); en.json passes it through and si.json/ta.json hold each sentence by its
 * place (`assumption.3`), saying the same figures, given here from the same constants.
 */
export function assumptionText(t: CatalogueT): ReactNode[] {
  const values = {
    width: PANEL.widthMm,
    kerf: SAW_KERF_MM,
    offcut: MIN_USABLE_OFFCUT_MM,
    gap: EXPANSION_GAP_MM,
    grams: PANEL.gramsPerSqft,
    trim: EDGE_TRIM_NAME,
    clipSqft: SQFT_PER_CLIP,
    batten: INSTALLATION.battenSpacingMaxMm,
  };
  return CALCULATOR_ASSUMPTIONS.map((text, i) => t.content(`assumption.${i + 1}`, text, values).node);
}
