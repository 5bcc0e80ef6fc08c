import { useT } from '@ecopanel/shared-ui';
import { productPageCatalog } from '../../features/product/i18n/catalog';
import type { Accessory } from '../../data/types';
import styles from './AccessoryList.module.css';

/** The trims and fixings sold with the sheets, each with what it is for. */
export function AccessoryList({ accessories }: { accessories: readonly Accessory[] }) {
  const t = useT(productPageCatalog);
  return (
    <ul className={styles.list}>
      {accessories.map((accessory) => (
        <li key={accessory.name} className={styles.item}>
          {/* The trade names the glossary keeps as they are printed (docs/glossary): English words, read as such. */}
          <h3 className={styles.name} lang={t.lang === 'en' ? undefined : 'en'}>
            {accessory.name}
          </h3>
          <p className={styles.use}>{t.node(`accessory.${accessory.name}`, { use: accessory.use })}</p>
        </li>
      ))}
    </ul>
  );
}
