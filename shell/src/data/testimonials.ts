import type { ImageSpec } from '@ecopanel/shared-ui';

export interface Testimonial {
  author: string;
  role: string;
  text: string;
  /** 1 to 5 stars. */
  rating: number;
  /** Initials and hue of the generated avatar. */
  initials: string;
  hue: number;
  avatar: ImageSpec;
}

const avatar = (n: number): ImageSpec => ({ name: `avatar-${n}`, width: 96, height: 96, widths: [48, 96] });

const t = (n: number, author: string, role: string, rating: number, hue: number, text: string): Testimonial => ({
  author,
  role,
  rating,
  hue,
  text,
  initials: author
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2),
  avatar: avatar(n),
});

/** Ten customers' words, each about the same length so every card is the same height. */
export const TESTIMONIALS: readonly Testimonial[] = [
  t(
    1,
    'Nimal Perera',
    'Homeowner, Nugegoda',
    5,
    150,
    'The Golden Teak ceiling looks like real timber, and two monsoons later there is not a single stain or sag. The team finished in a day and left the house clean.',
  ),
  t(
    2,
    'Shirani Fernando',
    'Architect, Colombo 07',
    5,
    20,
    'I specify these panels for clients who want a wood look without termite worries. The 200 mm strips line up perfectly and the finishes photograph beautifully.',
  ),
  t(
    3,
    'Mohamed Rizwan',
    'Owner, Rizwan Textiles',
    4,
    200,
    'We clad our showroom ceiling in Walnut. Customers ask about it every week. Cleaning is a wipe with a cloth, which matters in a shop full of fabric dust.',
  ),
  t(
    4,
    'Kumari Jayasinghe',
    'Principal, Kurunegala',
    5,
    330,
    'Our school hall used to need painting every other year. The Jack Wood panels have stayed bright and the children love the warm colour of the ceiling.',
  ),
  t(
    5,
    'Dr. Ruwan Silva',
    'Medical Director, Negombo',
    5,
    180,
    'We chose White sand for the treatment rooms because it is easy to keep hygienic. The installation was planned around our clinic hours with no disruption.',
  ),
  t(
    6,
    'Anjali Wickramasinghe',
    'Interior Designer, Kandy',
    4,
    280,
    'Twelve finishes give me real choice. Silver Oak and Smoke Wood work well in modern homes, and the panels are light enough for older roof frames.',
  ),
  t(
    7,
    'Suresh Kumar',
    'Building Contractor, Jaffna',
    5,
    40,
    'My crews learned the tongue-and-groove system in an afternoon. Less cutting waste than gypsum board, and no dust or sanding at the end of the job.',
  ),
  t(
    8,
    'Dilani Rajapaksa',
    'Hotel Manager, Bentota',
    5,
    100,
    'Salt air ate through our old metal ceiling. The Jack Wood panels we fitted in the restaurant three years ago still look new despite the sea breeze and the humidity.',
  ),
  t(
    9,
    'Chaminda Bandara',
    'Homeowner, Matara',
    4,
    250,
    'The quotation was clear, the price was fair and the team was on time. Our Maple living-room ceiling made the whole house feel larger and brighter.',
  ),
  t(
    10,
    'Fathima Nazeer',
    'Cafe Owner, Galle Fort',
    5,
    0,
    'Rich Brown panels gave our small cafe a cosy, premium look for far less than hardwood. We mop the kitchen ceiling too, and it has never swollen.',
  ),
];
