/**
 * What the field vitals fetch once the page has loaded and the browser is idle (fieldVitals.ts):
 * web-vitals and the reading of INP's attribution, one lazy chunk, none of it in a first load.
 */
export { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
export { inpAttribution } from './inpAttribution';
