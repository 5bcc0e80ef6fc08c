import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider } from '@ecopanel/shared-ui';
import { AWARD_BADGES, AWARD_CLAIMS } from '../data/awards';
import { BENEFITS } from '../data/benefits';
import { GALLERY } from '../data/gallery';
import { loadShellText } from '../test/loadShellText';
import SPEC_SECTIONS from '../test/specSections.json';
import { HomePage } from './HomePage';

/** The page as a client-side navigation renders it: the lower sections' code arrives a moment later. */
async function renderHome() {
  const rendered = render(<HomePage />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { level: 2, name: 'What Our Customers Say' });
  return rendered;
}
const section = (name: string) => screen.getByRole('region', { name });

it('sets the Home title, description and canonical link', async () => {
  await renderHome();
  expect(document.title).toBe('EcoPanel | Home');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
    /UPVC ceiling and wall panels/,
  );
});

it("tells search engines the company's address, phone and opening hours (schema.org LocalBusiness)", async () => {
  const { container } = await renderHome();
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(data).toMatchObject({
    '@type': 'LocalBusiness',
    name: 'EcoPanel',
    url: 'http://localhost:3000/',
    telephone: '+94 11 000 0000',
    address: { '@type': 'PostalAddress', streetAddress: '06 Lucas Road', addressLocality: 'Colombo 14' },
    openingHoursSpecification: [{ opens: '08:30', closes: '17:30' }],
  });
});

it("lays the sections out in the spec's order, with the remotes' widgets in theirs", async () => {
  const { container } = await renderHome();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // Each landmark in document order: our sections by their heading, the remote slots by their id.
  const order = [
    ...container.querySelectorAll('section[aria-roledescription="carousel"], section > h2, [data-remote-slot]'),
  ].map((el) => el.getAttribute('data-remote-slot') ?? (el.tagName === 'H2' ? el.textContent : 'hero'));
  expect(order).toEqual(['hero', ...SPEC_SECTIONS.home]);
  // Below the fold, the remotes wait for the visitor to come near them.
  expect(screen.getByRole('status', { name: 'Loading the green impact monitor' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading the featured products' })).toBeInTheDocument();
});

it('shows six gallery pictures, each with its title, description and a View Products link', async () => {
  await renderHome();
  const gallery = section('Our Panels in Every Space');
  expect(within(gallery).getAllByRole('img')).toHaveLength(6);
  for (const item of GALLERY) {
    expect(within(gallery).getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
    expect(within(gallery).getByText(item.description)).toBeInTheDocument();
    expect(
      within(gallery).getByRole('link', { name: `View Products for ${item.title.toLowerCase()}` }),
    ).toHaveAttribute('href', '/products');
  }
});

it('lists the twelve benefits of the spec, each with its picture', async () => {
  await renderHome();
  const benefits = section('Benefits and Technical Features');
  expect(
    within(benefits)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    'Fire Retardant',
    'No Need to Paint',
    'Easy Maintenance',
    'Saves Labor',
    'Water Resist',
    'Free from Health Hazards',
    'Any climate tolerant',
    'Saves Time',
    'Free from Insect',
    'Not a Cancerous Product',
    'Less Wastage',
    'Light Weighted',
  ]);
  expect(benefits.querySelectorAll('img')).toHaveLength(BENEFITS.length);
});

it('shows the awards picture, two claims and the five badges', async () => {
  await renderHome();
  const awards = section('Awards and Certifications');
  expect(within(awards).getByRole('img', { name: /award trophy/ })).toBeInTheDocument();
  for (const claim of AWARD_CLAIMS) expect(within(awards).getByText(claim)).toBeInTheDocument();
  const badges = within(within(awards).getByRole('list', { name: 'Certificates' })).getAllByRole('img');
  expect(badges.map((b) => b.getAttribute('alt'))).toEqual(AWARD_BADGES.map((b) => b.alt));
  expect(AWARD_BADGES.map((b) => b.label)).toEqual(['Recycle', 'ISO', 'Tested', 'ECO', 'iGreen']);
});

it('lazy-loads every picture below the hero, with its size reserved', async () => {
  await renderHome();
  const below = [...document.querySelectorAll('img')].filter((img) => !img.closest('[aria-labelledby="home-title"]'));
  expect(below.length).toBeGreaterThan(30);
  for (const img of below) {
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  }
});

it('is titled in Tamil on /ta/, every section in Tamil, nothing marked English', async () => {
  await loadShellText(['ta']);
  render(
    <LangProvider value="ta">
      <HomePage />
    </LangProvider>,
    { wrapper: MemoryRouter },
  );
  expect(document.title).toBe('EcoPanel | முகப்பு');
  const awards = await screen.findByRole('region', { name: 'விருதுகள் மற்றும் சான்றிதழ்கள்' });
  expect(within(awards).getByRole('heading', { level: 2 }).closest('[lang]')).toBeNull();
  const badges = within(awards).getByRole('list', { name: 'சான்றிதழ்கள்' });
  expect(badges.closest('[lang]')).toBeNull();
  expect(within(badges).getByRole('img', { name: 'ஆய்வகத்தில் சோதிக்கப்பட்டது' })).toBeInTheDocument();
  expect(awards).toHaveTextContent('தேசியக் கட்டட மற்றும் கட்டுமானக் கண்காட்சியில்');
  const benefits = screen.getByRole('region', { name: 'நன்மைகள் மற்றும் தொழில்நுட்ப அம்சங்கள்' });
  expect(benefits).toHaveTextContent('2440 mm மற்றும் 3000 mm நீளங்கள்');
  expect(benefits).toHaveTextContent('தொடர்ந்து 60°C வரை');
  expect(benefits.querySelector('[lang]')).toBeNull();
  const gallery = screen.getByRole('region', { name: 'எல்லா இடங்களிலும் எங்கள் பேனல்கள்' });
  expect(within(gallery).getByRole('img', { name: 'சிகிச்சை நிலையங்கள்: வைட் சாண்ட் பேனல்கள்' })).toBeInTheDocument();
  expect(within(gallery).getAllByRole('link', { name: 'தயாரிப்புகளைப் பாருங்கள் (அலுவலகங்கள்)' })).toHaveLength(1);
  expect(gallery.querySelector('[lang]')).toBeNull();
  const faq = screen.getByRole('region', { name: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' });
  expect(
    within(faq).getByRole('heading', { name: 'பேனல்கள் எந்த அளவுகளில் கிடைக்கின்றன?' }).closest('summary'),
  ).not.toBeNull();
  expect(faq).toHaveTextContent('ஒவ்வொரு பேனலும் 7.5 mm தடிமனும் 200 mm அகலமும் கொண்டது');
  expect(faq.querySelector('[lang]')).toBeNull();
  const quotes = screen.getByRole('region', { name: 'வாடிக்கையாளர் கருத்துகள்' });
  expect(quotes).toHaveTextContent('Nimal Perera');
  expect(quotes).toHaveTextContent('வீட்டு உரிமையாளர், நுகேகொடை');
  expect(within(quotes).getByRole('button', { name: 'கருத்து 3 க்குச் செல்லவும்' })).toBeInTheDocument();
  // Nothing on the home page's own sections is marked English any more.
  for (const section of screen.getAllByRole('region')) expect(section.querySelector('[lang="en"]')).toBeNull();
});
