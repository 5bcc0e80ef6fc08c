import { parseCsv, toCsv } from './csv';

it('quotes commas, quotes, line breaks and edge spaces as RFC 4180 says, with CRLF lines and a BOM', () => {
  const csv = toCsv([
    ['id', 'text'],
    ['plain', 'සිවිලිම් පැනල'],
    ['comma', 'ரூ. 1,000'],
    ['quote', 'the "Maple" sheet'],
    ['lines', 'first\nsecond'],
    ['space', ' padded '],
    ['empty', ''],
  ]);
  expect(csv).toBe(
    '\uFEFFid,text\r\nplain,සිවිලිම් පැනල\r\ncomma,"ரூ. 1,000"\r\nquote,"the ""Maple"" sheet"\r\n' +
      'lines,"first\nsecond"\r\nspace," padded "\r\nempty,\r\n',
  );
});

it('reads back what it writes, and what spreadsheets save (LF lines, no BOM, trailing empty rows)', () => {
  const rows = [
    ['id', 'english', 'translation'],
    ['a', 'Fire-retardant, tested', 'ගිනි, "පරීක්ෂිත"\r\nදෙවන පේළිය'],
    ['b', '', 'தமிழ், "உரை"\nஇரண்டாம்'],
  ];
  expect(parseCsv(toCsv(rows))).toEqual(rows);
  expect(parseCsv('id,text\n"x","a ""b"", c"\n,\n\n')).toEqual([
    ['id', 'text'],
    ['x', 'a "b", c'],
  ]);
  expect(parseCsv('a,b')).toEqual([['a', 'b']]);
});

it('says so when a quoted field is never closed', () => {
  expect(() => parseCsv('id,text\nx,"open\n')).toThrow(/ends inside a quoted field/);
});
