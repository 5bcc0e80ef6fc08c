import { render, screen } from '@testing-library/react';
import { LangProvider } from '../../lang/LangContext';
import type { Lang } from '../../lang/langPath';
import { DateText } from './DateText';

const inLang = (lang: Lang) =>
  render(
    <LangProvider value={lang}>
      <DateText iso="2024-04-09" />
    </LangProvider>,
  );

it('writes an English date as before, with its ISO date for machines and no lang of its own', () => {
  inLang('en');
  const time = screen.getByText('9 April 2024');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('datetime', '2024-04-09');
  expect(time).not.toHaveAttribute('lang');
});

it.each<[Lang, string]>([
  ['si', '2024 අප්\u200dරේල් 9'],
  ['ta', '9 ஏப்ரல், 2024'],
])('writes the date in the page language (%s) and says which language it is', (lang, text) => {
  inLang(lang);
  const time = screen.getByText(text);
  expect(time).toHaveAttribute('lang', lang);
  expect(time).toHaveAttribute('datetime', '2024-04-09');
});
