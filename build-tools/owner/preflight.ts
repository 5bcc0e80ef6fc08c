import { productPrices, SAMPLE_PRICE_LKR, SAMPLE_PRICES } from '@ecopanel/shared-ui/data';
import type { ContentItem } from './contentReport';
import { effectiveConfig, type Env } from './effectiveConfig';

/**
 * `npm run preflight`: what a production build would ship, checked before it is built. Each finding
 * names the variable (or file) that fixes it. The defaults keep `npm start` and `npm test` working
 * with local stand-ins; a release must replace every one of them.
 */
export interface Finding {
  /** The environment variable, the deploy/production.json key or the file to provide. */
  fix: string;
  problem: string;
}

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$/i;
const PLACEHOLDER_HOST = /(^|\.)example\.(com|org|net)$|\.(test|invalid|example|localhost)$/i;

/** Why a value cannot be a public https address, or undefined when it can. */
function publicUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a web address`;
  }
  if (LOCAL_HOST.test(url.hostname)) return `${value} is a local stand-in on this computer`;
  if (PLACEHOLDER_HOST.test(url.hostname) || /\/example\/?$/.test(url.pathname))
    return `${value} is a placeholder address`;
  if (url.protocol !== 'https:') return `${value} is not https`;
  return undefined;
}

type Rule = (value: string) => string | undefined;

const url: Rule = publicUrlProblem;
const email: Rule = (v) =>
  !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)
    ? `"${v}" is not an e-mail address`
    : PLACEHOLDER_HOST.test(v.split('@')[1]!)
      ? `${v} is a placeholder address`
      : undefined;
const phone: Rule = (v) =>
  !/^\+?[\d\s()-]{9,}$/.test(v)
    ? `"${v}" is not a phone number`
    : /0{3}[\s-]?0{4}$/.test(v)
      ? `${v} is the made-up placeholder number`
      : undefined;
// wa.me takes the number in international form: country code, then the number without its leading 0.
const whatsapp: Rule = (v) => {
  const digits = v.replace(/[\s()+-]/g, '');
  if (/^\d+0{7}$/.test(digits)) return `${v} is the made-up placeholder number`;
  return /^[1-9]\d{7,14}$/.test(digits) && !/^940/.test(digits)
    ? undefined
    : `"${v}" is not a WhatsApp number in international form (e.g. 94771234567)`;
};
// YouTube's video ids are 11 characters of A-Z, a-z, 0-9, - and _.
const videoId: Rule = (v) =>
  /^[A-Za-z0-9_-]{11}$/.test(v) ? undefined : `"${v}" is not a YouTube video id (11 letters, digits, - or _)`;
const account: Rule = (v) => (/^local[-_]|example/i.test(v) ? `"${v}" is the local stand-in's value` : undefined);
const firebaseDatabase: Rule = (v) =>
  /\.(firebasedatabase\.app|firebaseio\.com)$/.test(new URL(v).hostname)
    ? undefined
    : `${v} is not a Firebase Realtime Database URL`;
// Every product priced (or `off`), each entry readable: the parser the pages use says what is wrong.
const prices: Rule = (v) =>
  v.trim() === SAMPLE_PRICES
    ? `"${SAMPLE_PRICES}" is the made-up price every page marks as a sample`
    : productPrices(v).problems.join('; ') || undefined;
const UNSET_PRICES = `not set: every product page would show the sample price (LKR ${SAMPLE_PRICE_LKR.toLocaleString('en-US')}, marked "Sample price"). Set each product's price per sheet in LKR, e.g. "*=4250; 12=4650; 3=3900-4400 PreOrder", or "off" to show no prices`;

// How English pages mark a price (shared-ui's siteConfig.priceLabel): anything else would be ignored.
const priceLabel: Rule = (v) =>
  v.trim() === '' || ['LKR', 'Rs.'].includes(v.trim())
    ? undefined
    : `"${v}" is neither LKR nor Rs.: English pages would show LKR`;

/**
 * What a release needs of each variable. `required`: the default is a placeholder or a stand-in, so
 * the variable must be set; the rules then check the value. Variables not listed are optional (the
 * site's name, the map links, the stand-in's own host).
 */
export const RELEASE_RULES: Record<string, { required: boolean; rules: Rule[]; unset?: string }> = {
  SITE_URL: { required: true, rules: [url] },
  SITE_PHONE: { required: true, rules: [phone] },
  SITE_WHATSAPP: { required: true, rules: [whatsapp] },
  SITE_EMAIL: { required: true, rules: [email] },
  SITE_QUOTATION_RECIPIENT: { required: true, rules: [email] },
  SITE_OFFICE_ADDRESS: { required: true, rules: [] },
  SITE_FACEBOOK_URL: { required: true, rules: [url] },
  SITE_INSTAGRAM_URL: { required: true, rules: [url] },
  SITE_X_URL: { required: true, rules: [url] },
  SITE_PARTNER_SHOP_URL: { required: true, rules: [url] },
  SITE_PRODUCT_PRICES: { required: true, rules: [prices], unset: UNSET_PRICES },
  SITE_PRICE_LABEL: { required: false, rules: [priceLabel] },
  SITE_STORY_VIDEO_ID: { required: true, rules: [videoId] },
  SITE_INSTALLATION_VIDEO_ID: { required: true, rules: [videoId] },
  SITE_HEAD_OFFICE_MAP_URL: { required: false, rules: [url] },
  SITE_HEAD_OFFICE_MAP_EMBED_URL: { required: false, rules: [url] },
  SITE_OFFICE_MAP_URL: { required: false, rules: [url] },
  EMAILJS_PUBLIC_KEY: { required: true, rules: [account] },
  EMAILJS_SERVICE_ID: { required: true, rules: [account] },
  EMAILJS_TEMPLATE_ID: { required: true, rules: [account] },
  EMAILJS_ORIGIN: { required: true, rules: [url] },
  FIREBASE_API_KEY: { required: true, rules: [account] },
  FIREBASE_AUTH_DOMAIN: { required: true, rules: [(v) => url(`https://${v}`), account] },
  FIREBASE_PROJECT_ID: { required: true, rules: [account] },
  FIREBASE_DATABASE_URL: { required: true, rules: [url, firebaseDatabase] },
  FIREBASE_APP_ID: { required: true, rules: [account] },
};

/** The variables that only the local stand-ins read; a release never needs them. */
export const STAND_IN_ONLY = ['FIREBASE_EMULATOR_HOST', 'SITE_NAME', 'SITE_GROUP_NAME'];

/** The build's configuration under `env`, variable by variable. */
export function checkConfig(env: Env, values = effectiveConfig(env)): Finding[] {
  const findings: Finding[] = [];
  for (const [name, value] of values) {
    const need = RELEASE_RULES[name];
    if (!need) continue;
    if (need.required && !env[name]?.trim()) {
      findings.push({ fix: name, problem: need.unset ?? `not set: the site would ship the stand-in "${value}"` });
      continue;
    }
    // In order, first problem only: a value that is no URL is not also asked which host it names.
    for (const rule of need.rules) {
      const problem = rule(value);
      if (problem) {
        findings.push({ fix: name, problem });
        break;
      }
    }
  }
  return findings;
}

export interface Production {
  remotes: Record<string, string>;
  emailOrigin: string;
  databaseUrl: string;
}

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
};

/**
 * deploy/production.json against the build: remotes on public https, and the CSP's e-mail and
 * database origins the same as the ones the build sends to (or every quotation and the counter
 * would be blocked by the browser).
 */
export function checkProduction(production: Production, values: Map<string, string>): Finding[] {
  const findings: Finding[] = [];
  for (const [name, manifest] of Object.entries(production.remotes)) {
    const problem = publicUrlProblem(manifest);
    if (problem) findings.push({ fix: `deploy/production.json remotes.${name}`, problem });
  }
  const emailOrigin = values.get('EMAILJS_ORIGIN') ?? '';
  if (originOf(production.emailOrigin) !== originOf(emailOrigin)) {
    findings.push({
      fix: 'deploy/production.json emailOrigin',
      problem: `${production.emailOrigin} is not EMAILJS_ORIGIN (${emailOrigin}): the CSP would block every quotation`,
    });
  }
  const database = values.get('FIREBASE_DATABASE_URL') ?? '';
  if (originOf(production.databaseUrl) !== originOf(database)) {
    findings.push({
      fix: 'deploy/production.json databaseUrl',
      problem: `${production.databaseUrl} is not FIREBASE_DATABASE_URL (${database}): the CSP would block the counter`,
    });
  }
  return findings;
}

/** Each drawn photo, specimen scan and generated warranty still standing in for the company's own. */
export const checkContent = (missing: ContentItem[]): Finding[] =>
  missing.map((item) => ({
    fix: item.dropAt,
    problem:
      item.kind === 'document'
        ? "the generated document stands in for the company's own"
        : `a drawn ${item.role === 'scan' ? 'specimen stands in for the scan' : 'picture stands in for the photo'}`,
  }));

/** The findings as a person reads them: what to set or provide, then why. */
export function formatFindings(findings: Finding[]): string {
  if (!findings.length) return 'Preflight: nothing left to replace. This configuration may be released.';
  const width = Math.min(60, Math.max(...findings.map((f) => f.fix.length)));
  return [
    `Preflight: ${findings.length} placeholder${findings.length === 1 ? '' : 's'} left. A release would ship them; set or provide each:`,
    ...findings.map((f) => `  ${f.fix.padEnd(width)}  ${f.problem}`),
    '',
    'Variables: README "For the owner"; files: `npm run content:report`.',
  ].join('\n');
}
