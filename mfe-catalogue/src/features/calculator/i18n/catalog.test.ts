import en from './en.json';
import si from './si.json';
import ta from './ta.json';

// A step is a string, not a node: a message a language lacked would show in English with nothing to
// mark it lang="en", so each language has every step (drafts until a native speaker checks them).
it.each([
  ['si', si],
  ['ta', ta],
])('has every worked step in %s', (_lang, messages) => {
  expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
});
