import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { siteConfig } from '@ecopanel/shared-ui/config';
import { checkConfig, checkContent, checkProduction, formatFindings, RELEASE_RULES, STAND_IN_ONLY } from './preflight';
import { CONFIG_MODULES, effectiveConfig } from './effectiveConfig';

const ROOT = path.resolve(__dirname, '..', '..');

/** A release's environment with every variable a real value. */
const REAL = {
  SITE_URL: 'https://www.ecopanel.lk',
  SITE_PHONE: '+94 11 243 5678',
  SITE_WHATSAPP: '94771234567',
  SITE_EMAIL: 'info@ecopanel.lk',
  SITE_QUOTATION_RECIPIENT: 'quotations@ecopanel.lk',
  SITE_OFFICE_ADDRESS: '06 Lucas Road, Colombo 14, Sri Lanka',
  SITE_FACEBOOK_URL: 'https://www.facebook.com/ecopanel.lk',
  SITE_INSTAGRAM_URL: 'https://www.instagram.com/ecopanel.lk',
  SITE_X_URL: 'https://x.com/ecopanel_lk',
  SITE_PARTNER_SHOP_URL: 'https://shop.ecopanel.lk/',
  SITE_PRODUCT_PRICES: '*=4250; 12=4650; 3=3900-4400 PreOrder',
  SITE_STORY_VIDEO_ID: 'aB3dE5fG7hI',
  SITE_INSTALLATION_VIDEO_ID: 'Zz_9-8yXwVu',
  EMAILJS_PUBLIC_KEY: 'Qm2xY7pL4kR9sT1vW',
  EMAILJS_SERVICE_ID: 'service_ecopanel',
  EMAILJS_TEMPLATE_ID: 'template_quote',
  EMAILJS_ORIGIN: 'https://api.emailjs.com',
  FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUv',
  FIREBASE_AUTH_DOMAIN: 'ecopanel-impact.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'ecopanel-impact',
  FIREBASE_DATABASE_URL: 'https://ecopanel-impact-default-rtdb.asia-southeast1.firebasedatabase.app',
  FIREBASE_APP_ID: '1:123456789012:web:abcdef123456',
};

const PRODUCTION = {
  remotes: { catalogue: 'https://catalogue.ecopanel.lk/mf-manifest.json' },
  emailOrigin: 'https://api.emailjs.com',
  databaseUrl: 'https://ecopanel-impact-default-rtdb.asia-southeast1.firebasedatabase.app',
};

// Every variable the configuration modules read (checks/appSettings.test.ts holds them to each module's own list).
const CONFIG_ENV_VARS: readonly string[] = [...effectiveConfig({}).keys()];

it("reads shared-ui's site-wide settings and each remote's own", () => {
  expect(CONFIG_MODULES).toEqual([
    'shared-ui/src/config/siteConfig.ts',
    'mfe-impact/src/settings.ts',
    'mfe-quotation/src/settings.ts',
  ]);
});

it('decides for every configuration variable whether a release needs it', () => {
  for (const name of CONFIG_ENV_VARS)
    expect([name, name in RELEASE_RULES || STAND_IN_ONLY.includes(name)]).toEqual([name, true]);
});

it('reads each default from the configuration module itself', () => {
  const values = effectiveConfig({});
  expect(values.get('SITE_PHONE')).toBe(siteConfig.phone);
  expect(values.get('SITE_FACEBOOK_URL')).toBe(siteConfig.social[0]!.href);
  expect(effectiveConfig({ SITE_URL: 'https://www.ecopanel.lk/' }).get('SITE_URL')).toBe('https://www.ecopanel.lk');
});

it('names every placeholder of the defaults, with the variable that sets it and what would ship', () => {
  const findings = checkConfig({});
  const required = Object.entries(RELEASE_RULES)
    .filter(([, r]) => r.required)
    .map(([name]) => name);
  expect(findings.map((f) => f.fix).sort()).toEqual(required.sort());
  expect(findings.find((f) => f.fix === 'SITE_EMAIL')!.problem).toBe(
    `not set: the site would ship the stand-in "${siteConfig.email}"`,
  );
  expect(findings.find((f) => f.fix === 'SITE_PRODUCT_PRICES')!.problem).toMatch(
    /^not set: every product page would show the sample price \(LKR 1,000, marked "Sample price"\)\. Set each product's price per sheet in LKR, e\.g\. "\*=4250; 12=4650; [^"]+", or "off" to show no prices$/,
  );
});

it('refuses a release on the placeholder WhatsApp number, naming SITE_WHATSAPP and the number it would ship', () => {
  const { SITE_WHATSAPP: _unset, ...rest } = REAL;
  expect(formatFindings(checkConfig(rest))).toMatch(
    new RegExp(`^  SITE_WHATSAPP +not set: the site would ship the stand-in "${siteConfig.whatsapp}"$`, 'm'),
  );
});

it('passes a release environment with real values', () => {
  expect(checkConfig(REAL)).toEqual([]);
  expect(checkConfig({ ...REAL, SITE_PRODUCT_PRICES: 'off' })).toEqual([]);
  expect(checkProduction(PRODUCTION, effectiveConfig(REAL))).toEqual([]);
});

it.each([
  ['SITE_URL', 'http://www.ecopanel.lk', 'is not https'],
  ['SITE_URL', 'http://localhost:3000', 'local stand-in'],
  ['SITE_EMAIL', 'info@example.com', 'placeholder address'],
  ['SITE_EMAIL', 'ecopanel.lk', 'not an e-mail address'],
  ['SITE_PHONE', '+94 11 000 0000', 'made-up placeholder number'],
  ['SITE_WHATSAPP', '94000000000', 'made-up placeholder number'],
  ['SITE_WHATSAPP', '+94 077 123 4567', 'not a WhatsApp number in international form'],
  ['SITE_WHATSAPP', '077 123 4567', 'not a WhatsApp number in international form'],
  ['SITE_FACEBOOK_URL', 'https://www.facebook.com/example', 'placeholder address'],
  ['SITE_STORY_VIDEO_ID', 'ecopanel-story', 'not a YouTube video id'],
  ['SITE_PRODUCT_PRICES', 'sample', 'the made-up price every page marks as a sample'],
  ['SITE_PRODUCT_PRICES', '1=4250; 2=4,250', 'no price for product 3, 4, 5, 6, 7, 8, 9, 10, 11, 12'],
  ['SITE_PRODUCT_PRICES', '*=4250; 13=4000', 'there is no product 13'],
  ['SITE_PRODUCT_PRICES', '*=4250.50', 'is not "<product id>=<whole rupees>"'],
  ['SITE_PRODUCT_PRICES', '*=4650-3900', 'a range goes from low to high'],
  ['SITE_PRODUCT_PRICES', '*=4250 Sold', 'is not one of InStock, OutOfStock, PreOrder, BackOrder'],
  ['EMAILJS_PUBLIC_KEY', 'local-public-key', "local stand-in's value"],
  ['EMAILJS_ORIGIN', 'http://127.0.0.1:3010', 'local stand-in'],
  ['FIREBASE_DATABASE_URL', 'https://db.ecopanel.lk', 'not a Firebase Realtime Database URL'],
  ['FIREBASE_DATABASE_URL', 'http://[::1]:3011?ns=x', 'local stand-in'],
])('refuses %s=%s (%s)', (name, value, problem) => {
  const findings = checkConfig({ ...REAL, [name]: value });
  expect(findings).toHaveLength(1);
  expect(findings[0]!.fix).toBe(name);
  expect(findings[0]!.problem).toContain(problem);
});

it("refuses a deploy whose CSP would block the build's e-mail service or database, or a local remote", () => {
  const findings = checkProduction(
    {
      remotes: { catalogue: 'http://localhost:3001/mf-manifest.json' },
      emailOrigin: 'https://api.emailjs.com',
      databaseUrl: 'https://other-rtdb.firebaseio.com',
    },
    effectiveConfig(REAL),
  );
  expect(findings.map((f) => f.fix)).toEqual([
    'deploy/production.json remotes.catalogue',
    'deploy/production.json databaseUrl',
  ]);
});

it('names each drawn photo, scan and document left, by the file that replaces it', () => {
  const findings = checkContent([
    {
      app: 'catalogue',
      kind: 'image',
      name: 'panel-maple',
      role: 'photo',
      required: true,
      dropAt: 'mfe-catalogue/content/images/panel-maple.jpg',
    },
    {
      app: 'shell',
      kind: 'document',
      name: 'w.pdf',
      role: 'document',
      required: true,
      dropAt: 'shell/content/documents/w.pdf',
    },
  ]);
  expect(formatFindings(findings)).toMatch(
    /2 placeholders left[\s\S]*mfe-catalogue\/content\/images\/panel-maple\.jpg +a drawn picture stands in for the photo[\s\S]*shell\/content\/documents\/w\.pdf/,
  );
});

describe('npm run preflight', () => {
  const run = (env: Record<string, string>) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !CONFIG_ENV_VARS.includes(k)));
    return spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'preflight.mjs')], {
      cwd: ROOT,
      env: { ...clean, ...env },
      encoding: 'utf8',
    });
  };

  it('exits non-zero on the defaults, naming each variable', () => {
    const { status, stdout } = run({});
    expect(status).toBe(1);
    for (const name of [
      'SITE_URL',
      'SITE_PHONE',
      'SITE_WHATSAPP',
      'SITE_EMAIL',
      'EMAILJS_PUBLIC_KEY',
      'FIREBASE_DATABASE_URL',
      'SITE_STORY_VIDEO_ID',
    ]) {
      expect(stdout).toMatch(new RegExp(`^  ${name} +not set`, 'm'));
    }
    expect(stdout).toContain('mfe-catalogue/content/images/panel-maple.jpg');
  }, 30_000);

  it("with a release's environment, only the owner's files are left", () => {
    const { status, stdout } = run(REAL);
    expect(status).toBe(1);
    expect(stdout).not.toMatch(/^ {2}(SITE|EMAILJS|FIREBASE)_/m);
    expect(stdout).not.toContain('deploy/production.json');
    expect(stdout).toContain('shell/content/documents/ecopanel-warranty-installation.pdf');
  }, 30_000);
});

it('accepts LKR or Rs. as the English price mark, and nothing else', () => {
  expect(checkConfig({ ...REAL, SITE_PRICE_LABEL: 'Rs.' })).toEqual([]);
  expect(checkConfig({ ...REAL, SITE_PRICE_LABEL: 'LKR' })).toEqual([]);
  expect(checkConfig({ ...REAL, SITE_PRICE_LABEL: 'Rupees' })).toEqual([
    { fix: 'SITE_PRICE_LABEL', problem: '"Rupees" is neither LKR nor Rs.: English pages would show LKR' },
  ]);
});
