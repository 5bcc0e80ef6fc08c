import { paths } from './lib/paths';

/**
 * This remote's entries in the site's menus. Its release publishes them in `site.json` beside its
 * manifest (build-tools/publicRoutes.ts), and the shell's server composes the header, side menu and
 * footer from the live releases: a new page reaches the menu with this remote's release alone.
 * `order` places an entry among every app's entries of the same list (the shell's are 10, 20, ...).
 */
export const siteMenu = {
  nav: [
    {
      label: 'Resources',
      labels: { si: 'සම්පත්', ta: 'வளங்கள்' },
      href: paths.hub,
      order: 40,
      children: [
        { label: 'Projects', labels: { si: 'ව්‍යාපෘති', ta: 'திட்டங்கள்' }, href: paths.projects },
        { label: 'FAQs', labels: { si: 'නිතර අසන ප්‍රශ්න', ta: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' }, href: paths.faq },
        {
          label: 'Patents & Test Reports',
          labels: { si: 'පේටන්ට් සහ පරීක්ෂණ වාර්තා', ta: 'காப்புரிமைகள் மற்றும் சோதனை அறிக்கைகள்' },
          href: paths.certificate,
        },
        {
          label: 'Installation Guide',
          labels: { si: 'සවි කිරීමේ මාර්ගෝපදේශය', ta: 'பொருத்தும் வழிகாட்டி' },
          href: paths.installation,
        },
        { label: 'News & Events', labels: { si: 'පුවත් සහ සිදුවීම්', ta: 'செய்திகள் மற்றும் நிகழ்வுகள்' }, href: paths.news },
      ],
    },
  ],
  footer: {
    // The old address of the projects grid, as the spec's footer names it (the shell answers it with a 301).
    quick: [{ label: 'Projects', labels: { si: 'ව්‍යාපෘති', ta: 'திட்டங்கள்' }, href: '/projects', order: 40 }],
    resources: [
      { label: 'FAQs', labels: { si: 'නිතර අසන ප්‍රශ්න', ta: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' }, href: paths.faq, order: 10 },
    ],
  },
};
