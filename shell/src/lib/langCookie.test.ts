import { LANG_COOKIE, langCookie, rememberLang } from './langCookie';

it('keeps the choice a year, site-wide, sent along by links from other sites (Lax), Secure over https', () => {
  expect(langCookie('si', true)).toBe('lang=si; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  expect(langCookie('ta', false)).toBe('lang=ta; Path=/; Max-Age=31536000; SameSite=Lax');
});

it('sets the cookie the page can read back', () => {
  rememberLang('ta');
  expect(document.cookie).toContain(`${LANG_COOKIE}=ta`);
  rememberLang('en');
  expect(document.cookie).toContain(`${LANG_COOKIE}=en`);
  expect(document.cookie).not.toContain(`${LANG_COOKIE}=ta`);
});
