/** The calculator's route; kept apart from the page so linking to it does not pull the page's code in. */
export const CALCULATOR_PATH = '/products/calculator';

/** The calculator, opened with a product chosen when one is given. */
export const calculatorHref = (productId?: number): string =>
  productId === undefined ? CALCULATOR_PATH : `${CALCULATOR_PATH}?product=${productId}`;
