import { patents, testReports } from '../features/certificates/data/certificates';
import { faqs } from './faq';
import { hubCards } from './hub';
import { news } from '../features/news/data/news';
import { findProjectDetail, projectDetails } from '../features/projects/data/projectDetails';
import { projects } from '../features/projects/data/projects';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

it('keeps the project list and the project details side by side, 15 each, same ids', () => {
  expect(projects.map((p) => p.id)).toEqual(ids(15));
  expect(projectDetails.map((p) => p.id)).toEqual(ids(15));
  for (const p of projects) {
    expect(['Residential', 'Commercial', 'Industrial']).toContain(p.category);
    expect(p.completionDate).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(p.link).toBe(`/resources/projects/${p.id}`);
  }
  for (const d of projectDetails) {
    expect(['Commercial', 'Residential', 'Hospitality', 'Healthcare']).toContain(d.category);
    expect([d.features.length, d.challenges.length, d.solutions.length, d.images.length]).toEqual([4, 3, 3, 4]);
    expect(d.status).toBe('Completed');
  }
  // The two datasets file some projects differently, as the spec describes.
  expect(projects.filter((p) => p.category !== findProjectDetail(String(p.id))?.category).length).toBeGreaterThan(0);
});

it('finds a project detail only by a whole numeric id', () => {
  expect(findProjectDetail('7')?.id).toBe(7);
  expect(findProjectDetail('16')).toBeUndefined();
  expect(findProjectDetail('7abc')).toBeUndefined();
  expect(findProjectDetail(undefined)).toBeUndefined();
});

it('holds 39 patents and 6 test reports with the spec ids, each with a small and a full image', () => {
  expect(patents.map((c) => c.id)).toEqual(ids(39).map((n) => `patent-${n}`));
  expect(testReports.map((c) => c.id)).toEqual(ids(6).map((n) => `report-${n}`));
  for (const c of [...patents, ...testReports]) {
    expect(c.image.widths).toEqual([240]);
    expect(Math.min(...c.fullImage.widths)).toBeGreaterThanOrEqual(1000);
  }
  expect(new Set(patents.map((c) => c.number)).size).toBe(39);
});

it('has 4 news items, dated, with several paragraphs each', () => {
  expect(news.map((n) => n.id)).toEqual(ids(4));
  for (const n of news) {
    expect(n.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(n.content.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
  }
});

it('answers at least 10 questions, consistent with the product facts', () => {
  expect(faqs.length).toBeGreaterThanOrEqual(10);
  expect(new Set(faqs.map((f) => f.id)).size).toBe(faqs.length);
  const all = faqs.map((f) => `${f.question} ${f.answer}`).join(' ');
  for (const fact of [
    '7.5 mm',
    '200 mm',
    '2440 mm',
    '3000 mm',
    '60 °C',
    'sauna',
    'calcium carbonate',
    '300 g',
    'ISO 9001:2015',
  ]) {
    expect(all).toContain(fact);
  }
});

it('offers the five resource sections in the spec order', () => {
  expect(hubCards.map((c) => [c.title, c.href])).toEqual([
    ['Projects', '/resources/projects'],
    ['FAQ', '/resources/faq'],
    ['Patent Certificates & Test Reports', '/resources/certificate'],
    ['News & Events', '/resources/news'],
    ['Installation Guide', '/resources/installation'],
  ]);
});
