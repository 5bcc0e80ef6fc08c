import type { ImageSpec } from '@ecopanel/shared-ui';
import { paths } from '../../../lib/paths';
import { projectPhoto } from '../../../data/images';

/**
 * The project summaries shown on the Our Installation Projects grid (SPEC section 3, "Project
 * summary"). This list and the detail records (projectDetails.ts) are two datasets kept side by
 * side, as the spec describes: the list files each job under the kind of building
 * (Residential/Commercial/Industrial), the detail under the client's sector.
 */
export interface ProjectSummary {
  id: number;
  image: ImageSpec;
  category: 'Residential' | 'Commercial' | 'Industrial';
  title: string;
  /** YYYY-MM */
  completionDate: string;
  /** Where the client is: a town or district. */
  clientName: string;
  team: number;
  description: string;
  link: string;
}

type Row = Omit<ProjectSummary, 'image' | 'link'>;

const rows: Row[] = [
  {
    id: 1,
    category: 'Residential',
    title: 'Luxury Villa Ceiling Renovation',
    completionDate: '2024-02',
    clientName: 'Colombo 07',
    team: 8,
    description:
      'Golden Teak ceiling sheets across the living, dining and family rooms of a two-storey villa, replacing sagging gypsum boards.',
  },
  {
    id: 2,
    category: 'Commercial',
    title: 'Corporate Office Fit-out',
    completionDate: '2023-11',
    clientName: 'Colombo 03',
    team: 14,
    description:
      'Bright Maple ceilings for an open-plan office floor, meeting rooms and reception, installed over weekends so work never stopped.',
  },
  {
    id: 3,
    category: 'Commercial',
    title: 'Boutique Hotel Lobby and Corridors',
    completionDate: '2023-09',
    clientName: 'Galle',
    team: 18,
    description:
      'Burma Teak panels in the lobby, corridors and 24 guest rooms of a heritage-style hotel close to the fort.',
  },
  {
    id: 4,
    category: 'Industrial',
    title: 'Garment Factory Production Floor',
    completionDate: '2023-06',
    clientName: 'Katunayake',
    team: 22,
    description:
      'A bright White sand ceiling over a 2,800 sqft sewing floor, chosen for easy cleaning and better light from the existing fittings.',
  },
  {
    id: 5,
    category: 'Residential',
    title: 'Hill Country Holiday Bungalow',
    completionDate: '2023-04',
    clientName: 'Nuwara Eliya',
    team: 6,
    description:
      'Warm Kithul wood-grain ceilings for a holiday bungalow where damp winters had ruined the old timber boards twice.',
  },
  {
    id: 6,
    category: 'Commercial',
    title: 'Private Medical Centre',
    completionDate: '2023-01',
    clientName: 'Kandy',
    team: 12,
    description:
      'Wipe-clean White sand ceilings in consultation rooms, the pharmacy and waiting areas of a three-floor medical centre.',
  },
  {
    id: 7,
    category: 'Commercial',
    title: 'Supermarket Outlet',
    completionDate: '2022-10',
    clientName: 'Negombo',
    team: 16,
    description:
      'Silver OAK ceiling sheets over the sales floor and stores of a new supermarket outlet, fitted around refrigeration ducts and lighting.',
  },
  {
    id: 8,
    category: 'Residential',
    title: 'Apartment Complex Common Areas',
    completionDate: '2022-08',
    clientName: 'Rajagiriya',
    team: 20,
    description: 'Teak-finish ceilings in the lobbies, lift halls and corridors of a 12-storey apartment complex.',
  },
  {
    id: 9,
    category: 'Industrial',
    title: 'Food Processing Plant Packing Hall',
    completionDate: '2022-05',
    clientName: 'Biyagama',
    team: 24,
    description:
      'A hygienic, moisture-resistant White sand ceiling over the packing hall and cold-room anteroom of a food processing plant.',
  },
  {
    id: 10,
    category: 'Commercial',
    title: 'Beach Resort Restaurant',
    completionDate: '2022-02',
    clientName: 'Bentota',
    team: 15,
    description:
      'Jack Wood panels for an open-sided restaurant and bar facing the sea, where salt air had corroded the previous metal ceiling.',
  },
  {
    id: 11,
    category: 'Residential',
    title: 'Family Home Extension',
    completionDate: '2021-11',
    clientName: 'Kurunegala',
    team: 5,
    description:
      'Rich Brown ceilings for a new upper floor, matched to the timber doors and staircase of the original house.',
  },
  {
    id: 12,
    category: 'Commercial',
    title: 'Bank Branch Refurbishment',
    completionDate: '2021-08',
    clientName: 'Jaffna',
    team: 10,
    description:
      'Walnut-finish ceilings for the banking hall and manager offices of a refurbished branch, completed within a three-week closure.',
  },
  {
    id: 13,
    category: 'Commercial',
    title: 'Dental Clinic',
    completionDate: '2021-05',
    clientName: 'Matara',
    team: 7,
    description:
      'Clean Maple ceilings for two treatment rooms, a sterilisation room and reception of a family dental clinic.',
  },
  {
    id: 14,
    category: 'Industrial',
    title: 'Warehouse Office Block',
    completionDate: '2021-02',
    clientName: 'Ja-Ela',
    team: 11,
    description:
      'Smoke wood ceilings for the office block and canteen attached to a logistics warehouse, fixed to an existing steel frame.',
  },
  {
    id: 15,
    category: 'Residential',
    title: 'Seaside Townhouse',
    completionDate: '2020-10',
    clientName: 'Mount Lavinia',
    team: 6,
    description: 'Titan wood ceilings and a feature wall in a three-storey townhouse a short walk from the beach.',
  },
];

export const projects: ProjectSummary[] = rows.map((row) => ({
  ...row,
  image: projectPhoto(row.id, 1),
  link: paths.project(row.id),
}));
