import styles from './ContactHero.module.css';

/** The page's title block; the h1 is here because the remote renders the whole page. */
export function ContactHero() {
  return (
    <div className={styles.hero}>
      <p className={styles.eyebrow}>Free, no-obligation quotation</p>
      <h1 className={styles.title}>Request a Quotation</h1>
      <p className={styles.lead}>
        Tell us about your ceiling or wall and we will price the UPVC panels, accessories and installation for you. ISO
        9001:2015 certified panels, fitted by a team with 15 years of projects across Sri Lanka.
      </p>
    </div>
  );
}
