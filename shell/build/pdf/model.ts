/** What a downloadable document says, apart from how it is laid out. */
export interface DocumentModel {
  /** The company name, above the headline and as the author. */
  brand: string;
  /** The cover's headline (the metadata title is brand and headline). */
  title: string;
  subtitle: string;
  subject: string;
  keywords: string[];
  blocks: Block[];
  /** Small print at the foot of every page. */
  footer: string;
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][]; widths: number[] }
  | { kind: 'swatches'; items: { name: string; color: string; note: string; image?: Uint8Array }[] }
  | { kind: 'image'; jpeg: Uint8Array; width: number; height: number };
