import type { ImageSpec } from '@ecopanel/shared-ui';
import type { FinishId } from '@ecopanel/shared-ui/data';

export interface GalleryItem {
  title: string;
  description: string;
  finish: FinishId;
  room: 'living' | 'office' | 'shop' | 'hall' | 'clinic' | 'factory';
  image: ImageSpec;
}

const image = (n: number): ImageSpec => ({ name: `gallery-${n}`, width: 800, height: 600, widths: [400, 800] });

/** Grid of one, two, then three columns. */
export const GALLERY_SIZES = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';

export const GALLERY: readonly GalleryItem[] = [
  {
    title: 'Living Rooms',
    description: 'Maple panels bring warmth to a family living room in Kandy.',
    finish: 'maple',
    room: 'living',
    image: image(1),
  },
  {
    title: 'Offices',
    description:
      'Maple strips over an open-plan office in Colombo 03, fitted over five weekends so work never stopped.',
    finish: 'maple',
    room: 'office',
    image: image(2),
  },
  {
    title: 'Retail Stores',
    description: 'A Walnut ceiling gives a Galle Road showroom a premium feel.',
    finish: 'walnut',
    room: 'shop',
    image: image(3),
  },
  {
    title: 'Halls & Auditoriums',
    description: 'Jack Wood panels span a school hall in Kurunegala with no painting to redo.',
    finish: 'jack-wood',
    room: 'hall',
    image: image(4),
  },
  {
    title: 'Clinics',
    description: 'White sand panels keep a Negombo medical centre bright and easy to clean.',
    finish: 'white-sand',
    room: 'clinic',
    image: image(5),
  },
  {
    title: 'Factories & Warehouses',
    description: 'Silver Oak panels resist dust and damp on a garment factory floor.',
    finish: 'silver-oak',
    room: 'factory',
    image: image(6),
  },
];
