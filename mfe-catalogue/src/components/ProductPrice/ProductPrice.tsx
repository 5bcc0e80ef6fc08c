import { formatLkr, useLang, type Lang } from '@ecopanel/shared-ui';
import type { Availability, SheetPrice } from '@ecopanel/shared-ui/data';
import styles from './ProductPrice.module.css';

interface PriceText {
  perSheet: (amount: string) => string;
  stock: Record<Availability, string>;
  sample: string;
}

// One small table per language, to move into the catalogue's message catalog (issue 25 point 3);
// the Sinhala and Tamil are drafts for a native speaker's review.
const TEXT: Record<Lang, PriceText> = {
  en: {
    perSheet: (amount) => `${amount} per sheet`,
    stock: {
      InStock: 'In stock',
      OutOfStock: 'Out of stock',
      PreOrder: 'Available to pre-order',
      BackOrder: 'On back order',
    },
    sample: 'Sample price: the company has not set its prices yet',
  },
  si: {
    perSheet: (amount) => `තහඩුවකට ${amount}`,
    stock: {
      InStock: 'තොගයේ ඇත',
      OutOfStock: 'තොගයේ නැත',
      PreOrder: 'කලින් ඇණවුම් කළ හැක',
      BackOrder: 'ඇණවුම් කළ පසු ගෙන්වා දෙනු ලැබේ',
    },
    sample: 'නියැදි මිලකි: සමාගම තවම මිල ගණන් නියම කර නැත',
  },
  ta: {
    perSheet: (amount) => `ஒரு தகட்டுக்கு ${amount}`,
    stock: {
      InStock: 'கையிருப்பில் உள்ளது',
      OutOfStock: 'கையிருப்பில் இல்லை',
      PreOrder: 'முன்பதிவு செய்யலாம்',
      BackOrder: 'ஆர்டர் செய்த பின் வரவழைத்துத் தரப்படும்',
    },
    sample: 'மாதிரி விலை: நிறுவனம் இன்னும் விலைகளை நிர்ணயிக்கவில்லை',
  },
};

/**
 * The price per sheet the product's structured data gives (ProductJsonLd), as a visitor reads it:
 * රු. / ரூ. on Sinhala and Tamil pages, the owner's LKR or Rs. in English (formatLkr).
 * The `sample` stand-in is marked as such above the amount, so it never passes for a real price.
 */
export function ProductPrice({ price }: { price: SheetPrice }) {
  const lang = useLang();
  const text = TEXT[lang];
  return (
    <div className={styles.price} lang={lang}>
      {price.sample && <p className={styles.sample}>{text.sample}</p>}
      <p className={styles.amount}>{text.perSheet(formatLkr(price.low, price.high, lang))}</p>
      <p className={styles.stock}>{text.stock[price.availability]}</p>
    </div>
  );
}
