import { SHARE_IMAGE_SIZE } from '@ecopanel/shared-ui';
import { images } from '../../images.build';
import { patents, testReports } from '../features/certificates/data/certificates';
import { guidelineImage, installationPoster, projectShareImage, toolsDiagram } from './images';
import { news } from '../features/news/data/news';
import { projectDetails } from '../features/projects/data/projectDetails';
import { projects } from '../features/projects/data/projects';

// The build draws exactly what the pages ask for: a spec a page uses without a job is a broken image.
it('draws every image the pages show, once, under a unique name', () => {
  const used = [
    ...projects.map((p) => p.image),
    ...projectDetails.flatMap((p) => p.images),
    ...[...patents, ...testReports].flatMap((c) => [c.image, c.fullImage]),
    ...news.map((n) => n.image),
    toolsDiagram,
    guidelineImage,
    installationPoster,
    ...projectDetails.map((p) => projectShareImage(p.id)),
  ];
  const drawn = new Map(images.map((job) => [job.spec.name, job.spec]));
  expect(drawn.size).toBe(images.length);
  for (const spec of used) expect(drawn.get(spec.name)).toEqual(spec);
  expect(new Set(used.map((s) => s.name)).size).toBe(images.length);
});

it('keeps the generated set to a sensible size', () => {
  const renditions = images.filter((job) => job.format !== 'jpeg').reduce((n, job) => n + job.spec.widths.length, 0);
  expect(renditions).toBeLessThanOrEqual(230);
});

it('gives every project a share picture: one 1200 x 630 JPEG of the size PageMeta announces', async () => {
  for (const project of projectDetails) {
    const spec = projectShareImage(project.id);
    expect(spec).toEqual({ name: `project-${project.id}`, ...SHARE_IMAGE_SIZE, widths: [SHARE_IMAGE_SIZE.width] });
    expect(images.find((j) => j.spec.name === spec.name)).toMatchObject({ spec, format: 'jpeg' });
  }
  expect(images.filter((j) => j.format === 'jpeg')).toHaveLength(projectDetails.length);
  const svg = await images.find((j) => j.spec.name === 'project-3')!.svg();
  expect(svg).toContain('HOSPITALITY PROJECT');
  expect(svg).toContain('>Boutique Hotel</text>');
  expect(svg).toContain('>Lobby and Corridors</text>');
  expect(svg).toContain('>EcoPanel</text>');
});

it('prints what each certificate says on the document itself', () => {
  const job = images.find((j) => j.spec.name === 'patent-3');
  const svg = job!.svg();
  expect(svg).toContain(patents[2]!.number);
  expect(svg).toContain('Patent Certificate');
  expect(svg).toContain('PATENT');
  const report = images.find((j) => j.spec.name === 'report-1')!.svg();
  expect(report).toContain('Test Report');
  expect(report).toContain(testReports[0]!.number);
});

it('labels every tool in the tools diagram', () => {
  const svg = images.find((j) => j.spec.name === toolsDiagram.name)!.svg();
  for (const tool of ['Measuring tape', 'Spirit level', 'Fine-tooth saw', 'Safety glasses'])
    expect(svg).toContain(tool);
});

// Until the owner's scans are put in, nobody may take a drawn certificate or report for a real one.
it('marks every drawn certificate and test report as a specimen, and cuts its thumbnail from the same scan', async () => {
  const scans = images.filter((job) => job.role === 'scan');
  expect(scans).toHaveLength([...patents, ...testReports].length * 2);
  for (const job of scans) expect(await job.svg()).toContain('>SPECIMEN<');
  for (const c of [...patents, ...testReports]) {
    expect(images.find((job) => job.spec.name === c.image.name)?.source).toBe(c.fullImage.name);
  }
});

it('counts project, news and video pictures as stand-ins for photos a release needs', () => {
  const role = (name: string) => images.find((job) => job.spec.name === name)?.role;
  for (const p of projectDetails) for (const spec of p.images) expect(role(spec.name)).toBe('photo');
  for (const n of news) expect(role(n.image.name)).toBe('photo');
  expect(role(installationPoster.name)).toBe('photo');
  expect(role(toolsDiagram.name)).toBe('artwork');
});
