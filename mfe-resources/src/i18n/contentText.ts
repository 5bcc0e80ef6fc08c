import type { ReactNode } from 'react';
import type { Translate } from '@ecopanel/shared-ui';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import type en from './en.json';

export type ResourcesT = Translate<Extract<keyof typeof en, string>>;

const panelM2 = (lengthMm: number) => (PANEL.widthMm * lengthMm) / 1e6;

/**
 * The figures a translation says again, from shared-ui's tables (one place), written as the English
 * data writes them: digits as they are, no grouping.
 */
const FIGURES = {
  thickness: String(PANEL.thicknessMm),
  width: String(PANEL.widthMm),
  widthCm: String(PANEL.widthMm / 10),
  length: String(PANEL.standardLengthMm),
  longLength: String(PANEL.longLengthMm),
  grams: String(PANEL.gramsPerSqft),
  spacing: String(INSTALLATION.battenSpacingMaxMm),
  gap: String(INSTALLATION.expansionGapMm),
  maxTemp: String(INSTALLATION.maxContinuousTempC),
  panelM2: String(panelM2(PANEL.standardLengthMm)),
  panelM2Rounded: panelM2(PANEL.standardLengthMm).toFixed(2),
  panelSqft: (panelM2(PANEL.standardLengthMm) * 10.7639).toFixed(2),
  longM2: String(panelM2(PANEL.longLengthMm)),
};

/**
 * Long content (an FAQ answer, a news paragraph, an installation step, a certificate's title) in the
 * page's language by a stable id (`faq.sauna.answer`, `news.1.body.2`), as shared-ui's `t.content`
 * gives it, with the figures its translations say again.
 */
export const contentText = (t: ResourcesT, id: string, english: string): { text: string; node: ReactNode } =>
  t.content(id, english, FIGURES);
