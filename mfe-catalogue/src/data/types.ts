import type { ImageSpec } from '@ecopanel/shared-ui';

/** An image of a product together with the words that stand in for it. */
export interface ProductImage {
  spec: ImageSpec;
  alt: string;
}

/** In millimetres. */
export interface ProductDimensions {
  length: number;
  width: number;
  thickness: number;
}

/** SPEC section 3, "Product": one of the 12 ceiling sheets. */
export interface Product {
  id: number;
  title: string;
  category: 'Ceiling Panel';
  /** Whole number of filled stars. */
  rating: number;
  description: string;
  /** Four short facts shown on the list card. */
  specifications: readonly string[];
  /** Four selling points shown on the detail page. */
  features: readonly string[];
  dimensions: ProductDimensions;
  /** `/products/{id}/{slug}`: the product's canonical route. */
  link: string;
  /** The product's own panel picture (the first of `images`). */
  image: ProductImage;
  /** Its own picture, then the groove profile every product shares. */
  images: readonly [ProductImage, ProductImage];
}

/** SPEC section 3, "Featured product": what the home page's widget needs of a product. */
export type FeaturedProduct = Pick<Product, 'id' | 'image' | 'category' | 'title' | 'rating' | 'description' | 'link'>;

export interface SpecificationRow {
  label: string;
  value: string;
}

export type { Accessory } from '@ecopanel/shared-ui/data';
