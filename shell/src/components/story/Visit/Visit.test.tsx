import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LangProvider, siteConfig, telHref } from '@ecopanel/shared-ui';
import { loadShellText } from '../../../test/loadShellText';
import { Visit } from './Visit';

it('gives the address, phone with office hours and email from the site config', () => {
  render(<Visit />);
  expect(screen.getByText(/06 Lucas Road/).closest('address')).toHaveTextContent(/^06 Lucas Road\s*Colombo 01400$/);
  expect(screen.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', telHref(siteConfig.phone));
  expect(screen.getByText(/Mon-Fri 8\.30am-5\.30pm/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
});

it('opens directions in a new tab, safely', () => {
  render(<Visit />);
  const directions = screen.getByRole('link', { name: 'Get Directions (opens in a new tab)' });
  expect(directions).toHaveAttribute('href', siteConfig.headOffice.mapUrl);
  expect(directions).toHaveAttribute('target', '_blank');
  expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
});

it('loads the map only when asked, as a titled iframe', async () => {
  const { container } = render(<Visit />);
  expect(container.querySelector('iframe')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Show the map of 06 Lucas Road, Colombo 01400' }));
  const map = screen.getByTitle('Map of our head office, 06 Lucas Road, Colombo 01400');
  expect(map.tagName).toBe('IFRAME');
  expect(map.getAttribute('src')).toBe(siteConfig.headOffice.mapEmbedUrl);
  expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=06\+Lucas\+Road.*&output=embed$/);
});

it.each([
  ['si', 'සඳුදා සිට සිකුරාදා දක්වා, පෙ.ව. 8.30 සිට ප.ව. 5.30 දක්වා'],
  ['ta', 'திங்கள் முதல் வெள்ளி வரை, காலை 8.30 முதல் மாலை 5.30 வரை'],
] as const)(
  'writes the office hours in %s, not marked English; the address stays English, marked so',
  async (lang, hours) => {
    await loadShellText([lang]);
    render(
      <LangProvider value={lang}>
        <Visit />
      </LangProvider>,
    );
    const line = screen.getByText(hours);
    expect(line.closest('[lang="en"]')).toBeNull();
    expect(screen.getByText(/06 Lucas Road/).closest('address')).toHaveAttribute('lang', 'en');
  },
);
