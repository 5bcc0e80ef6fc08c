import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { OpeningHours } from '../config/siteConfig';
import { LangProvider } from '../lang/LangContext';
import type { Lang } from '../lang/langPath';
import { catalogIn } from './catalog';
import { useOfficeHours } from './officeHours';
import { sharedText } from './text';

beforeAll(() => Promise.all([catalogIn(sharedText, 'si'), catalogIn(sharedText, 'ta')]));

const hoursIn = (lang: Lang, ...args: Parameters<typeof useOfficeHours>) =>
  renderHook(() => useOfficeHours(...args), {
    wrapper: ({ children }: { children: ReactNode }) => <LangProvider value={lang}>{children}</LangProvider>,
  }).result.current;

it('writes the hours in English exactly as the spec has them', () => {
  expect(hoursIn('en')).toEqual({ text: 'Mon-Fri 8.30am-5.30pm', node: 'Mon-Fri 8.30am-5.30pm' });
});

it('writes the same settings in Sinhala and Tamil, the part of the day in words', () => {
  expect(hoursIn('si').text).toBe('සඳුදා සිට සිකුරාදා දක්වා, පෙ.ව. 8.30 සිට ප.ව. 5.30 දක්වා');
  expect(hoursIn('ta').text).toBe('திங்கள் முதல் வெள்ளி வரை, காலை 8.30 முதல் மாலை 5.30 வரை');
});

it('follows the settings: a second block, a single day, a Thursday that keeps its joiner', () => {
  const hours: OpeningHours[] = [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '13:00' },
    { days: ['Saturday'], opens: '09:00', closes: '20:15' },
  ];
  expect(hoursIn('si', hours).text).toBe(
    'සඳුදා සිට බ්\u200dරහස්පතින්දා දක්වා, පෙ.ව. 9.00 සිට ප.ව. 1.00 දක්වා; සෙනසුරාදා, පෙ.ව. 9.00 සිට ප.ව. 8.15 දක්වා',
  );
  expect(hoursIn('ta', hours).text).toBe(
    'திங்கள் முதல் வியாழன் வரை, காலை 9.00 முதல் மதியம் 1.00 வரை; சனி, காலை 9.00 முதல் இரவு 8.15 வரை',
  );
});
