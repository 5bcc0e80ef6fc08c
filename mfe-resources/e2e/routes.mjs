// Every kind of page of this remote with its h1 (the site's suite walks them too: e2e/resources-pages.test.mjs).
export const ROUTES = [
  ['/resources', 'Resources'],
  ['/resources/projects', 'Our Installation Projects'],
  ['/resources/projects/1', 'Luxury Villa Ceiling Renovation'],
  ['/resources/projects/15', 'Seaside Townhouse'],
  ['/resources/faq', 'Frequently Asked Questions'],
  ['/resources/news', 'News & Events'],
  ['/resources/news-and-events', 'News & Events Articles'],
  ['/resources/certificate', 'Patent Certificates & Test Reports'],
  ['/resources/installation', 'Installation Guidelines'],
];
