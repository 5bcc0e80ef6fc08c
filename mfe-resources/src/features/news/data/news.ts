import type { ImageSpec } from '@ecopanel/shared-ui';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import { newsImage } from '../../../data/images';

/** SPEC section 3, "News item": the content is plain text, paragraphs separated by blank lines. */
export interface NewsItem {
  id: number;
  image: ImageSpec;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  content: string;
}

type Row = Omit<NewsItem, 'image'>;

const rows: Row[] = [
  {
    id: 1,
    date: '2024-06-14',
    title: 'Best Innovative Product award at the national building exhibition',
    content: `Our UPVC ceiling panels received the Best Innovative Product award at this year's national building exhibition in Colombo, chosen by a jury of architects, engineers and contractors from over two hundred exhibitors.

The jury singled out the light ${PANEL.thicknessMm} mm hollow-cell profile, which weighs about ${PANEL.gramsPerSqft} g per square foot yet stays rigid across a ${INSTALLATION.battenSpacingMaxMm} mm frame, and the range of wood-grain finishes printed in our own factory with German technology.

Thousands of visitors came to our stand over the four days. Many of them tried the tongue-and-groove joint for themselves on a demonstration ceiling, and our installation team answered questions from homeowners, builders and architects.

We thank our customers, installers and staff. The award belongs to everyone who has helped us improve the panels over the past 15 years.`,
  },
  {
    id: 2,
    date: '2024-02-20',
    title: 'Our panels earn a green label from the green building council',
    content: `Our ceiling and wall panels have been awarded a green label by the green building council, recognising building products that reduce environmental impact over their whole life.

The assessment covered what the panels are made of (PVC and calcium carbonate), how they are made, how long they last and what they replace. Every panel we sell is one less ceiling made from timber, and the panels never need paint, varnish or chemical treatment against termites.

The label helps architects and developers who design to green building rating systems: our panels can now contribute points towards a certified project.

You can read our certificates and independent test reports on the Patent Certificates & Test Reports page.`,
  },
  {
    id: 3,
    date: '2023-10-05',
    title: 'ISO 9001:2015 certification renewed after a full audit',
    content: `Our quality management system has again been certified to ISO 9001:2015 after a three-day audit of our factory, warehouse and installation service.

The auditors followed panels from raw material checks through extrusion, printing, cutting and packing, and reviewed how we handle customer feedback and installation defects.

Every production batch is checked for thickness, width, length and weight, so a panel bought today fits the panels you bought years ago. Those records were a large part of the audit.

Certification is not the finish line. This year we have added a surface scratch test for printed finishes and shortened the time between a customer's call and an installer's visit.`,
  },
  {
    id: 4,
    date: '2023-07-18',
    title: 'Free installer workshops in Kandy, Galle and Kurunegala',
    content: `Our installation team is running free one-day workshops for carpenters, ceiling contractors and builders who want to install UPVC panels to our standard.

Each workshop covers planning a ceiling, building a level frame at no more than ${INSTALLATION.battenSpacingMaxMm} mm centres, leaving the expansion gap at the walls, fixing the first panel straight, joining panels with the H-Corner, and finishing with Top-Corner and U-Corner trims.

Participants practise on a full-size frame and leave with our Installation Guide and a certificate of attendance. Installers who complete the workshop can be listed as recommended installers in their area.

Places are limited to twenty per workshop. To book a place, send us a message through the Request a Quotation page with the word Workshop and the town you prefer.`,
  },
];

export const news: NewsItem[] = rows.map((row) => ({ ...row, image: newsImage(row.id) }));
