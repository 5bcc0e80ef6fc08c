import { preloadMissingFaces } from './langFaces';

const page = (faces: string) => {
  document.head.innerHTML = `<template data-lang-faces>${faces}</template>`;
  return document;
};
const face = (file: string, local: string) =>
  `<link rel="preload" href="/static/${file}.woff2" as="font" type="font/woff2" crossorigin data-local="${local}">`;
const SINHALA =
  face('regular', "local('Noto Sans Sinhala Regular'), local('Noto Sans Sinhala')") +
  face('bold', "local('Noto Sans Sinhala Bold')");
const preloaded = () =>
  [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((l) => l.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (globalThis as { FontFace?: unknown }).FontFace;
  document.head.innerHTML = '';
});

/** A browser whose system fonts are `installed` (full names, as local() matches them). */
function systemFonts(installed: string[]) {
  const asked: string[] = [];
  (globalThis as { FontFace?: unknown }).FontFace = class {
    constructor(
      _family: string,
      private readonly source: string,
    ) {
      asked.push(source);
    }
    load() {
      const names = [...this.source.matchAll(/local\('([^']+)'\)/g)].map((m) => m[1]);
      return names.some((name) => installed.includes(name!))
        ? Promise.resolve(this)
        : Promise.reject(new Error('NetworkError'));
    }
  };
  return asked;
}

it('preloads no face the phone has as a system font, and each face it lacks, once, with its crossorigin', async () => {
  const asked = systemFonts(['Noto Sans Sinhala Bold']);
  preloadMissingFaces(page(SINHALA));
  await settle();
  expect(asked).toEqual([
    "local('Noto Sans Sinhala Regular'), local('Noto Sans Sinhala')",
    "local('Noto Sans Sinhala Bold')",
  ]);
  expect(preloaded()).toEqual(['/static/regular.woff2']);
  expect(document.head.querySelector(':scope > link')?.hasAttribute('crossorigin')).toBe(true);

  document.head.innerHTML = '';
  systemFonts(['Noto Sans Sinhala', 'Noto Sans Sinhala Bold']);
  preloadMissingFaces(page(SINHALA));
  await settle();
  expect(preloaded()).toEqual([]);
});

it('preloads every face where the browser has no Font Loading API, and nothing on a page without faces', async () => {
  preloadMissingFaces(page(SINHALA));
  await settle();
  expect(preloaded()).toEqual(['/static/regular.woff2', '/static/bold.woff2']);
  document.head.innerHTML = '<link rel="stylesheet" href="/static/main.css">';
  systemFonts([]);
  preloadMissingFaces(document);
  await settle();
  expect(preloaded()).toEqual([]);
});
