// The home page's sections below the featured products: one chunk, loaded as the reader nears them
// (pages/HomePage.tsx, components/BelowTheFold).
export { Benefits } from './Benefits/Benefits';
export { Awards } from './Awards/Awards';
export { HomeFaq } from './HomeFaq/HomeFaq';
export { Testimonials } from './Testimonials/Testimonials';
