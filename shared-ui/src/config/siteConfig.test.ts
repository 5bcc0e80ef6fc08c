/* eslint-disable @typescript-eslint/no-require-imports -- each test loads siteConfig afresh (jest.resetModules) after setting the environment */
describe('siteConfig', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it('has placeholder defaults that are obviously not real', () => {
    const { siteConfig } = require('./siteConfig') as typeof import('./siteConfig');
    expect(siteConfig.email).toMatch(/@example\.com$/);
    expect(siteConfig.partnerShopUrl).toMatch(/example\.com/);
    expect(siteConfig.social.map((s) => s.label)).toEqual(['Facebook', 'Instagram', 'X']);
    expect(siteConfig.officeAddress.line).toContain('Colombo 14');
  });

  it('takes phone and email from the environment', () => {
    process.env.SITE_PHONE = '+94 77 123 4567';
    process.env.SITE_EMAIL = 'sales@panels.test';
    const { siteConfig } = require('./siteConfig') as typeof import('./siteConfig');
    expect(siteConfig.phone).toBe('+94 77 123 4567');
    expect(siteConfig.email).toBe('sales@panels.test');
  });

  it("carries no remote's own settings: no e-mail account, no database", () => {
    const { siteConfig, CONFIG_ENV_VARS } = require('./siteConfig') as typeof import('./siteConfig');
    expect(Object.keys(siteConfig)).not.toEqual(expect.arrayContaining(['emailjs']));
    expect(Object.keys(siteConfig)).not.toEqual(expect.arrayContaining(['firebase']));
    expect(CONFIG_ENV_VARS.filter((v) => /^(EMAILJS|FIREBASE)_|RECIPIENT/.test(v))).toEqual([]);
  });

  it('writes the structured opening hours as the text the pages have always shown', () => {
    const { siteConfig } = require('./siteConfig') as typeof import('./siteConfig');
    expect(siteConfig.openingHours).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
    ]);
    expect(siteConfig.officeHours).toBe('Mon-Fri 8.30am-5.30pm');
  });

  it('shows sample prices until SITE_PRODUCT_PRICES says otherwise', () => {
    expect((require('./siteConfig') as typeof import('./siteConfig')).siteConfig.productPrices).toBe('sample');
    jest.resetModules();
    process.env.SITE_PRODUCT_PRICES = '*=4250';
    expect((require('./siteConfig') as typeof import('./siteConfig')).siteConfig.productPrices).toBe('*=4250');
  });

  it('builds a dialable tel: href', () => {
    const { telHref } = require('./siteConfig') as typeof import('./siteConfig');
    expect(telHref('+94 11 000 0000')).toBe('tel:+94110000000');
  });

  it('builds a wa.me link: digits alone in the path, the text encoded with its zero-width joiner', () => {
    const { whatsappUrl } = require('./siteConfig') as typeof import('./siteConfig');
    const url = new URL(whatsappUrl('+94 77 123-4567', 'ශ්\u200dරී ලංකා & 50% off?'));
    expect(url.origin + url.pathname).toBe('https://wa.me/94771234567');
    expect(url.search).toContain('%E2%80%8D');
    expect(url.searchParams.get('text')).toBe('ශ්\u200dරී ලංකා & 50% off?');
  });
});
