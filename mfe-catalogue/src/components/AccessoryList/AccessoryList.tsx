import type { Accessory } from '../../data/types';
import styles from './AccessoryList.module.css';

/** The trims and fixings sold with the sheets, each with what it is for. */
export function AccessoryList({ accessories }: { accessories: readonly Accessory[] }) {
  return (
    <ul className={styles.list}>
      {accessories.map((accessory) => (
        <li key={accessory.name} className={styles.item}>
          <h3 className={styles.name}>{accessory.name}</h3>
          <p className={styles.use}>{accessory.use}</p>
        </li>
      ))}
    </ul>
  );
}
