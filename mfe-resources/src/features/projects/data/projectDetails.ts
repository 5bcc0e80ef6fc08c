import { projectPhoto } from '../../../data/images';
import type { ProjectDetail } from './projectDetail';
import { projects } from './projects';
import { careAndHospitalityRows } from './rows/careAndHospitality';
import { commercialRows } from './rows/commercial';
import { homesRows } from './rows/homes';

export type { ProjectDetail } from './projectDetail';

/** What only the detail records know, written by the client's sector (rows/), in id order. */
const rows = [...commercialRows, ...homesRows, ...careAndHospitalityRows].sort((a, b) => a.id - b.id);

const summaryOf = (id: number) => {
  const summary = projects.find((p) => p.id === id);
  if (!summary) throw new Error(`project ${id} has a detail record but no summary in projects.ts`);
  return summary;
};

export const projectDetails: ProjectDetail[] = rows.map((row) => {
  const { title, completionDate, team } = summaryOf(row.id);
  return {
    ...row,
    title,
    completionDate,
    team,
    status: 'Completed',
    images: [projectPhoto(row.id, 1), projectPhoto(row.id, 2), projectPhoto(row.id, 3), projectPhoto(row.id, 4)],
  };
});

export const findProjectDetail = (id: string | undefined): ProjectDetail | undefined =>
  id !== undefined && /^\d+$/.test(id) ? projectDetails.find((p) => p.id === Number(id)) : undefined;
