import { setupI18n } from '@lingui/core';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiler is CommonJS, as rspack and jest load it
const { compileCatalog } = require('./compileCatalog.cjs') as {
  compileCatalog: (source: string, file: string) => Record<string, unknown>;
};

/** Lingui as a production build runs it: no message compiler on the page, only compiled messages. */
function productionI18n(locale: string, messages: Record<string, unknown>) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  i18n.setMessagesCompiler(undefined as never);
  return i18n;
}

it('compiles values, plurals and plain text so the runtime needs no parser', () => {
  const source = JSON.stringify({
    $reviewed: ['count'],
    count: 'පැනල {count, plural, one {# ක්} other {# ක්}}',
    call: 'Call {phone}',
    plain: 'ශ්‍රී ලංකා',
  });
  const messages = compileCatalog(source, 'si.json');
  expect(Object.keys(messages)).toEqual(['count', 'call', 'plain']);
  const i18n = productionI18n('si', messages);
  expect(i18n._('count', { count: 33 })).toBe('පැනල 33 ක්');
  expect(i18n._('call', { phone: '+94 11 000 0000' })).toBe('Call +94 11 000 0000');
  // The zero-width joiner Sinhala needs in ශ්‍රී survives the compiler.
  expect(i18n._('plain')).toBe('ශ්\u200Dරී ලංකා');
});

it('fails the build on a message that is not valid ICU, naming the file and the id', () => {
  expect(() =>
    compileCatalog(JSON.stringify({ ok: 'fine', broken: 'Total {count' }), 'mfe-x/src/i18n/ta.json'),
  ).toThrow(/mfe-x\/src\/i18n\/ta\.json: "broken" is not a valid ICU message/);
  expect(() => compileCatalog(JSON.stringify({ nested: { a: 'b' } }), 'en.json')).toThrow(/"nested" is not a string/);
});
