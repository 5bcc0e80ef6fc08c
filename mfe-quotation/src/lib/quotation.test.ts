import { FAILURE_MESSAGE, isFailureMessage, SUCCESS_MESSAGE } from './quotation';

it('colours by the word Failed, as the spec says', () => {
  expect(isFailureMessage(FAILURE_MESSAGE)).toBe(true);
  expect(isFailureMessage(SUCCESS_MESSAGE)).toBe(false);
  expect(isFailureMessage('')).toBe(false);
});
