import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import {
  ExternalLink,
  PageMeta,
  RouteLink,
  siteConfig,
  slugify,
  StarRating,
  useT,
  useWhatsAppTopic,
  VisuallyHidden,
  WhatsAppLink,
} from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import { AccessoryList } from '../components/AccessoryList/AccessoryList';
import { ImageGallery } from '../components/ImageGallery/ImageGallery';
import { ProductJsonLd } from '../components/ProductJsonLd/ProductJsonLd';
import { ProductPrice } from '../components/ProductPrice/ProductPrice';
import { ProfileBlock } from '../components/ProfileBlock/ProfileBlock';
import { SpecificationTable } from '../components/SpecificationTable/SpecificationTable';
import { productShareImage } from '../data/images';
import { priceOf } from '../data/prices';
import { findProduct } from '../data/products';
import { ACCESSORIES, PROFILE_POINTS, SPECIFICATION_TABLE } from '../data/specifications';
import { catalog } from '../i18n/catalog';
import { productText } from '../i18n/productText';
import { productPageCatalog } from '../features/product/i18n/catalog';
import { productFeatures } from '../features/product/i18n/productFeatures';
import { calculatorHref } from '../features/calculator/lib/calculatorHref';
import { shareImage } from '../lib/img';
import { productEnquiry, quotationHref } from '../features/calculator/lib/quotationHref';
import { specificationRows } from '../lib/specificationRows';
import { ProductNotFound } from './ProductNotFound';
import styles from './ProductDetailPage.module.css';

/** /products/{productId}/{productSlug}: one sheet. The id finds it; the slug is only checked. */
export function ProductDetailPage() {
  const { productId = '', productSlug = '' } = useParams();
  const product = findProduct(productId);
  const t = useT(catalog);
  const tPage = useT(productPageCatalog);
  const expectedSlug = product ? slugify(product.title) : productSlug;

  // SPEC section 8: a mismatched slug is only reported (old links keep working); the canonical
  // link below always names the right URL, so search engines never index the wrong one.
  useEffect(() => {
    if (productSlug !== expectedSlug) {
      console.warn(`Product ${productId}: slug "${productSlug}" differs from "${expectedSlug}"`);
    }
  }, [productId, productSlug, expectedSlug]);

  // The header's "Chat on WhatsApp" (the shell's) names this product too: the page tells it through
  // shared-ui, the one thing both apps share. It follows once hydrated; this page's own link below
  // names the product in the server's HTML as well.
  const text = product && productText(t, product);
  useWhatsAppTopic(text?.name);

  if (!product || !text) return <ProductNotFound />;
  const { length, width, thickness } = product.dimensions;
  const price = priceOf(product.id);
  const [own, groove] = product.images;
  const images = [
    { ...own, alt: text.alt },
    { ...groove, alt: tPage('groove.alt', { alt: groove.alt, width: PANEL.widthMm, thickness: PANEL.thicknessMm }) },
  ] as const;

  return (
    <article className={styles.page}>
      <PageMeta
        title={text.name}
        description={text.description}
        path={product.link}
        type="product"
        image={shareImage(productShareImage(product.id), text.alt)}
      />
      <ProductJsonLd product={product} />

      <div className={styles.top}>
        {/* Keyed so another product starts again at its first picture. */}
        <ImageGallery key={product.id} images={images} />
        <div className={styles.summary}>
          <p className={styles.category}>{t.node(`category.${product.category}`)}</p>
          <h1 className={styles.title}>{text.nameNode}</h1>
          <StarRating value={product.rating} />
          {price && <ProductPrice price={price} />}
          <p className={styles.description}>{text.descriptionNode}</p>

          <h2 className={styles.subheading}>{tPage.node('detail.features')}</h2>
          <ul className={styles.features}>
            {productFeatures(tPage, product).map((feature, i) => (
              // Four features in a fixed order, so their place is their key.
              <li key={i}>{feature}</li>
            ))}
          </ul>

          <h2 className={styles.subheading}>{tPage.node('detail.dimensions')}</h2>
          <dl className={styles.dimensions}>
            <div>
              <dt>{tPage.node('detail.length')}</dt>
              <dd>{length} mm</dd>
            </div>
            <div>
              <dt>{tPage.node('detail.width')}</dt>
              <dd>{width} mm</dd>
            </div>
            <div>
              <dt>{tPage.node('detail.thickness')}</dt>
              <dd>{thickness} mm</dd>
            </div>
          </dl>

          <div className={styles.actions}>
            <ExternalLink href={siteConfig.partnerShopUrl} className={styles.purchase}>
              {tPage.node('detail.purchase')}
              <VisuallyHidden>{tPage.node('detail.purchaseHint')}</VisuallyHidden>
            </ExternalLink>
            <RouteLink to={quotationHref(product.title, productEnquiry(product))} className={styles.secondary}>
              {tPage.node('detail.quote')}
              <VisuallyHidden>{tPage.node('detail.quoteFor', { name: text.name })}</VisuallyHidden>
            </RouteLink>
            <WhatsAppLink topic={text.name} words="ask" className={styles.whatsapp} />
          </div>
          <p className={styles.calculator}>
            {tPage.node('detail.calculatorQuestion')}{' '}
            <RouteLink to={calculatorHref(product.id)}>
              {tPage.node('detail.calculatorLink')}
              <VisuallyHidden>{tPage.node('detail.calculatorFor', { name: text.name })}</VisuallyHidden>
            </RouteLink>
          </p>
        </div>
      </div>

      {/* Below the fold, each in a Suspense boundary of its own: React hydrates each boundary as a
          unit of its own after the part above, so the page's hydration is several short tasks
          instead of one long one (issue 23). Nothing suspends in them; the server renders them whole. */}
      <Suspense fallback={null}>
        <section aria-labelledby="product-specification" className={styles.section}>
          <h2 id="product-specification" className={styles.sectionHeading}>
            {tPage.node('detail.specification')}
          </h2>
          <SpecificationTable panel={SPECIFICATION_TABLE.panel} rows={specificationRows(product)} />
        </section>
      </Suspense>
      <Suspense fallback={null}>
        <section aria-labelledby="product-profile" className={styles.section}>
          <h2 id="product-profile" className={styles.sectionHeading}>
            {tPage.node('detail.profile')}
          </h2>
          <ProfileBlock image={images[1]} points={PROFILE_POINTS} />
        </section>
      </Suspense>
      <Suspense fallback={null}>
        <section aria-labelledby="product-accessories" className={styles.section}>
          <h2 id="product-accessories" className={styles.sectionHeading}>
            {tPage.node('detail.accessories')}
          </h2>
          <AccessoryList accessories={ACCESSORIES} />
        </section>
      </Suspense>
    </article>
  );
}
