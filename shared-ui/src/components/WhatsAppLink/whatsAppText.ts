import type { Lang } from '../../lang';

/**
 * The WhatsApp link's words and the message it pre-fills, per language: one small table until the
 * apps' message catalogs take it. The message greets the company and names what the visitor asks
 * about: a product (on its page) or the panels in general. Sinhala and Tamil are drafts for a
 * native speaker's review; "අවශ්‍යයි" keeps its zero-width joiner (yansaya).
 */
export interface WhatsAppText {
  /** The link in the header, the side menu and on the contact page. */
  chat: string;
  /** The link on a product page, beside that product. */
  ask: string;
  /** Read after the link's words by screen readers: where the link goes. */
  opens: string;
  message: (site: string, product?: string) => string;
}

export const WHATSAPP_TEXT: Record<Lang, WhatsAppText> = {
  en: {
    chat: 'Chat on WhatsApp',
    ask: 'Ask about this panel on WhatsApp',
    opens: ' (opens WhatsApp in a new tab)',
    message: (site, product) =>
      `Hello ${site}, I would like to ask about ${product ?? 'your ceiling and wall panels'}.`,
  },
  si: {
    chat: 'WhatsApp හරහා කතා කරන්න',
    ask: 'මෙම පැනලය ගැන WhatsApp හරහා විමසන්න',
    opens: ' (WhatsApp නව ටැබයක විවෘත වේ)',
    message: (site, product) => `ආයුබෝවන් ${site}, මට ${product ?? 'ඔබේ සිවිලිම් සහ බිත්ති පැනල'} ගැන විමසීමට අවශ්‍යයි.`,
  },
  ta: {
    chat: 'WhatsApp-இல் பேசுங்கள்',
    ask: 'இந்தப் பேனல் பற்றி WhatsApp-இல் கேளுங்கள்',
    opens: ' (WhatsApp புதிய தாவலில் திறக்கும்)',
    message: (site, product) => `வணக்கம் ${site}, ${product ?? 'உங்கள் சீலிங் மற்றும் சுவர் பேனல்கள்'} பற்றி அறிய விரும்புகிறேன்.`,
  },
};
