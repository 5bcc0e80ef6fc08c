import { siteConfig } from '@ecopanel/shared-ui';
import { productPrices, type SheetPrice } from '@ecopanel/shared-ui/data';

// The owner's prices, read once from the site settings (SITE_PRODUCT_PRICES).
const PRICES = productPrices(siteConfig.productPrices);

/** A product's price per sheet, or undefined where the owner shows none. */
export const priceOf = (productId: number): SheetPrice | undefined => PRICES.byId.get(productId);
