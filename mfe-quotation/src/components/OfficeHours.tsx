import { siteConfig, useLang } from 'shared-ui';

/**
 * The office hours, a site setting written in English (siteConfig): on a Sinhala or Tamil page
 * marked so, for a screen reader's English voice.
 */
export function OfficeHours() {
  const lang = useLang();
  return <span lang={lang === 'en' ? undefined : 'en'}>{siteConfig.officeHours}</span>;
}
