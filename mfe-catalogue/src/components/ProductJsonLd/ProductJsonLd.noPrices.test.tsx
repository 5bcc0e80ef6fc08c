import { render } from '@testing-library/react';
import { PRODUCTS } from '../../data/products';
import { ProductJsonLd } from './ProductJsonLd';

// SITE_PRODUCT_PRICES=off: the owner shows no prices.
jest.mock('../../data/prices', () => ({ priceOf: () => undefined }));

it('says nothing where the owner shows no prices: no Product that Google would reject for lacking offers', () => {
  for (const product of PRODUCTS) {
    const { container, unmount } = render(<ProductJsonLd product={product} />);
    expect(container.querySelector('script')).toBeNull();
    unmount();
  }
});
