import { faqs } from './data/faq';
import { patents, testReports } from './features/certificates/data/certificates';
import { installationSteps, safetyNotes, tools } from './features/installation/data/installation';
import { news } from './features/news/data/news';
import { projectDetails } from './features/projects/data/projectDetails';
import { projects } from './features/projects/data/projects';
import { paragraphs } from './lib/text';
import { paths } from './lib/paths';
import { publicRoutes } from './publicRoutes';

/**
 * For the content report's review sheet (build-tools/i18n/sources.ts): the English of each id whose
 * en.json message passes the data through (`{text}`), with the same ids the pages give `contentText`
 * (FaqPage, NewsCard, NewsAndEventsPage, CertificateGallery, InstallationPage, projectText), and the
 * pages that show it. Run in Node at report time, never shipped.
 */
const catalog = 'src/i18n';
const text = (id: string, english: string, pages: readonly string[]) => ({ catalog, id, english, pages });

const certificates = [...patents, ...testReports];

export const reviewSources = {
  pages: { [catalog]: publicRoutes },
  texts: [
    ...faqs.flatMap((faq) => [
      text(`faq.${faq.id}.question`, faq.question, [paths.faq]),
      text(`faq.${faq.id}.answer`, faq.answer, [paths.faq]),
    ]),
    ...news.flatMap((item) => [
      text(`news.${item.id}.title`, item.title, [paths.news, paths.newsAndEvents]),
      ...paragraphs(item.content).map((p, n) =>
        text(`news.${item.id}.body.${n + 1}`, p, n === 0 ? [paths.news, paths.newsAndEvents] : [paths.newsAndEvents]),
      ),
    ]),
    ...certificates.map((c) => text(`certificate.${c.id}.title`, c.title, [paths.certificate])),
    ...[...new Map(certificates.map((c) => [c.kind, c.issuer])).entries()].map(([kind, issuer]) =>
      text(`certificate.${kind}.issuer`, issuer, [paths.certificate]),
    ),
    ...tools.map((tool, i) => text(`guide.tool.${i + 1}`, tool, [paths.installation])),
    ...installationSteps.flatMap((step, i) => [
      text(`guide.step.${i + 1}.title`, step.title, [paths.installation]),
      text(`guide.step.${i + 1}.text`, step.text, [paths.installation]),
    ]),
    ...safetyNotes.map((note, i) => text(`guide.safety.${i + 1}`, note, [paths.installation])),
    ...projects.flatMap((p) => [
      text(`project.${p.id}.title`, p.title, [paths.projects, paths.project(p.id)]),
      text(`project.${p.id}.summary`, p.description, [paths.projects]),
    ]),
    ...projectDetails.flatMap((p) => [
      text(`project.${p.id}.description`, p.description, [paths.project(p.id)]),
      ...(['feature', 'challenge', 'solution'] as const).flatMap((kind) =>
        p[`${kind}s`].map((item, i) => text(`project.${p.id}.${kind}.${i + 1}`, item, [paths.project(p.id)])),
      ),
    ]),
  ],
};
