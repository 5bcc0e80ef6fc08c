/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { loadCatalogs, pageAt } from '../../test/renderPage';
import { ProjectDetailPage } from './ProjectDetailPage';

// The server's render waits for the catalog; renderToString does not, so load it first.
beforeAll(loadCatalogs);

it.each([
  ['si', '<h1>බුටීක් හෝටලයක ලොබිය සහ කොරිඩෝ</h1>', '<li>සෑම තැනකම ගැළපෙන U-Corner සහ Top-Corner ට්‍රිම්</li>'],
  ['ta', '<h1>பூட்டிக் ஹோட்டலின் வரவேற்புக்கூடம் மற்றும் நடைபாதைகள்</h1>', '<li>பணியின் போது ஹோட்டல் திறந்தே இருந்தது</li>'],
] as const)('the server writes a project’s story in the page language (%s), nothing marked English', (lang, h1, li) => {
  const html = renderToString(pageAt(<ProjectDetailPage />, '/resources/projects/3', 'projects/:projectId', lang));
  const plain = html.replace(/ class="[^"]*"/g, '');
  expect(plain).toContain(h1);
  expect(plain).toContain(li);
  expect(plain).not.toContain('lang="en"');
  expect(plain).not.toContain('Boutique Hotel');
});
