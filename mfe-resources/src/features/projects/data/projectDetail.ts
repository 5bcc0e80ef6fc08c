import type { ImageSpec } from '@ecopanel/shared-ui';

/**
 * The project records behind /resources/projects/{id} (SPEC section 3, "Project detail"). Kept
 * apart from the grid's summaries (projects.ts), as the spec describes: here the category is the
 * client's sector. Budget, client, location and duration are held for the sales team but not shown.
 */
export interface ProjectDetail {
  id: number;
  title: string;
  category: 'Commercial' | 'Residential' | 'Hospitality' | 'Healthcare';
  /** YYYY-MM */
  completionDate: string;
  duration: string;
  clientName: string;
  location: string;
  team: number;
  budget: string;
  description: string;
  challenges: [string, string, string];
  solutions: [string, string, string];
  images: [ImageSpec, ImageSpec, ImageSpec, ImageSpec];
  status: 'Completed';
  features: [string, string, string, string];
}

/** What only the detail record knows; the title, completion date and team size are the summary's (projects.ts). */
export type Row = Omit<ProjectDetail, 'images' | 'status' | 'title' | 'completionDate' | 'team'>;
