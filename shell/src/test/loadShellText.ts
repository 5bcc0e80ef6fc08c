import { catalogIn, sharedText, type Lang } from '@ecopanel/shared-ui';
import { homeCatalog } from '../components/home/i18n/catalog';
import { storyCatalog } from '../components/story/i18n/catalog';
import { catalog } from '../i18n/catalog';

/**
 * Loads the shell's text in Sinhala and Tamil (the frame's, the home page's, Our Story's) and
 * shared-ui's, as the browser's start does before it hydrates a page in that language, so a test
 * renders at once instead of suspending.
 */
export const loadShellText = (langs: readonly Exclude<Lang, 'en'>[] = ['si', 'ta']) =>
  Promise.all(
    [catalog, homeCatalog, storyCatalog, sharedText].flatMap((text) => langs.map((lang) => catalogIn(text, lang))),
  );
