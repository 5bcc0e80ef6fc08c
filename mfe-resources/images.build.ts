// Every image of the resources remote, drawn by code and rasterised by the build (build-tools/images).
// The specs come from src/data, so a page and the file it asks for cannot disagree.
import {
  certificateDoc,
  contentDirs,
  shareJob,
  roomScene,
  videoPoster,
  type ImageJob,
} from '@ecopanel/build-tools/images';
import { siteConfig } from '@ecopanel/shared-ui/config';
import { finishById, type FinishId } from '@ecopanel/shared-ui/data';
import { guidelineDrawing } from './build/draw/guideline';
import { newsPicture } from './build/draw/news';
import { toolsDiagram } from './build/draw/tools';
import { patents, testReports, type Certificate } from './src/features/certificates/data/certificates';
import { guidelineImage, installationPoster, projectShareImage, toolsDiagram as toolsSpec } from './src/data/images';
import { tools } from './src/features/installation/data/installation';
import { news } from './src/features/news/data/news';
import { projectDetails, type ProjectDetail } from './src/features/projects/data/projectDetails';

type Kind = NonNullable<Parameters<typeof roomScene>[0]['kind']>;

/** What each project's four photos show: the finish on its ceiling (drawn in the finish table's colour) and the rooms. */
const PROJECT_SCENES: Record<number, { finish: FinishId; kinds: [Kind, Kind, Kind, Kind] }> = {
  1: { finish: 'golden-teak', kinds: ['living', 'living', 'hall', 'living'] },
  2: { finish: 'maple', kinds: ['office', 'office', 'hall', 'office'] },
  3: { finish: 'burma-teak', kinds: ['hall', 'living', 'hall', 'living'] },
  4: { finish: 'white-sand', kinds: ['factory', 'factory', 'hall', 'factory'] },
  5: { finish: 'kithul', kinds: ['living', 'living', 'living', 'hall'] },
  6: { finish: 'white-sand', kinds: ['clinic', 'clinic', 'hall', 'office'] },
  7: { finish: 'silver-oak', kinds: ['shop', 'shop', 'shop', 'hall'] },
  8: { finish: 'teak', kinds: ['hall', 'hall', 'living', 'hall'] },
  9: { finish: 'white-sand', kinds: ['factory', 'factory', 'shop', 'factory'] },
  10: { finish: 'jack-wood', kinds: ['hall', 'hall', 'living', 'hall'] },
  11: { finish: 'rich-brown', kinds: ['living', 'living', 'office', 'living'] },
  12: { finish: 'walnut', kinds: ['office', 'hall', 'office', 'office'] },
  13: { finish: 'maple', kinds: ['clinic', 'clinic', 'office', 'clinic'] },
  14: { finish: 'smoke-wood', kinds: ['office', 'hall', 'office', 'hall'] },
  15: { finish: 'titan-wood', kinds: ['living', 'living', 'living', 'hall'] },
};

const WALLS = ['#efe9df', '#f4efe6', '#e8ece9', '#f1ebe3'];
const FLOORS = ['#b89b7a', '#9b9b95', '#c9b79c', '#8c7560'];

function sceneOf(project: ProjectDetail) {
  const scene = PROJECT_SCENES[project.id];
  if (!scene) throw new Error(`no scene for project ${project.id}`);
  return scene;
}

/** A project's photo `i` (0-3), at any size: the same room drawn to fit. */
const projectPhotoSvg = (project: ProjectDetail, i: number, width: number, height: number) => {
  const scene = sceneOf(project);
  return roomScene({
    width,
    height,
    seed: project.id * 101 + i * 17,
    ceiling: finishById(scene.finish).colour,
    wall: WALLS[(project.id + i) % WALLS.length],
    floor: FLOORS[(project.id * 3 + i) % FLOORS.length],
    kind: scene.kinds[i],
  });
};

const projectJobs: ImageJob[] = projectDetails.flatMap((project) => {
  sceneOf(project);
  return project.images.map((spec, i): ImageJob => ({
    spec,
    role: 'photo',
    svg: () => projectPhotoSvg(project, i, spec.width, spec.height),
  }));
});

const CONTENT = contentDirs(__dirname).images;

/**
 * A project's link preview (JPEG, as chat apps do not read WebP): its first photo (the owner's,
 * once there is one) behind its title.
 */
const projectShareJobs: ImageJob[] = projectDetails.map((project) => {
  const spec = projectShareImage(project.id);
  return shareJob({
    spec,
    content: CONTENT,
    photo: project.images[0]!.name,
    drawn: () => projectPhotoSvg(project, 0, spec.width, spec.height),
    title: project.title,
    eyebrow: `${project.category} project`,
    site: siteConfig.siteName,
  });
});

const certificateSvg = (c: Certificate, width: number, height: number) =>
  certificateDoc({
    width,
    height,
    seed: c.number.length * 31 + Number(c.id.replace(/\D/g, '')),
    heading: c.kind === 'patent' ? 'Patent Certificate' : 'Test Report',
    subject: c.kind === 'patent' ? [...c.subject, `granted to ${siteConfig.siteName}`] : c.subject,
    number: c.number,
    issuer: c.issuer,
    date: c.date,
    kind: c.kind,
  });

// Both renditions come from the full-size document (the owner's scan, named after the full view, or
// the drawn specimen), so the thumbnail is a true miniature.
const certificateJobs: ImageJob[] = [...patents, ...testReports].flatMap((c): ImageJob[] => [
  {
    spec: c.image,
    role: 'scan',
    source: c.fullImage.name,
    svg: () => certificateSvg(c, c.fullImage.width, c.fullImage.height),
    quality: 70,
  },
  { spec: c.fullImage, role: 'scan', svg: () => certificateSvg(c, c.fullImage.width, c.fullImage.height), quality: 80 },
]);

const NEWS_SCENES: Record<number, Omit<Parameters<typeof newsPicture>[0], 'width' | 'height' | 'seed'>> = {
  1: {
    ceiling: finishById('golden-teak').colour,
    kind: 'hall',
    emblem: { label: 'AWARD', color: '#b7791f', symbol: 'check' },
  },
  2: {
    ceiling: finishById('maple').colour,
    kind: 'living',
    emblem: { label: 'GREEN', color: '#2f855a', symbol: 'leaf' },
  },
  3: {
    ceiling: finishById('white-sand').colour,
    kind: 'factory',
    emblem: { label: 'ISO', color: '#1f4e79', symbol: 'gear' },
  },
  4: {
    ceiling: finishById('teak').colour,
    kind: 'office',
    emblem: { label: 'LEARN', color: '#12372a', symbol: 'flask' },
  },
};

const newsJobs: ImageJob[] = news.map((item) => {
  const scene = NEWS_SCENES[item.id];
  if (!scene) throw new Error(`no picture for news item ${item.id}`);
  return {
    spec: item.image,
    role: 'photo',
    svg: () => newsPicture({ ...scene, width: item.image.width, height: item.image.height, seed: 900 + item.id }),
  };
});

const installationJobs: ImageJob[] = [
  {
    spec: toolsSpec,
    role: 'artwork',
    svg: () => toolsDiagram({ width: toolsSpec.width, height: toolsSpec.height, tools }),
    quality: 85,
  },
  {
    spec: guidelineImage,
    role: 'artwork',
    svg: () => guidelineDrawing({ width: guidelineImage.width, height: guidelineImage.height }),
    quality: 85,
  },
  {
    spec: installationPoster,
    // A frame of the installation video, once there is one.
    role: 'photo',
    svg: () =>
      videoPoster({
        width: installationPoster.width,
        height: installationPoster.height,
        seed: 77,
        title: 'How to install UPVC ceiling panels',
        ceiling: finishById('golden-teak').colour,
      }),
  },
];

export const images: ImageJob[] = [
  ...projectJobs,
  ...certificateJobs,
  ...newsJobs,
  ...installationJobs,
  ...projectShareJobs,
];
