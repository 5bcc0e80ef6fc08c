// Every app's data and copy held to shared-ui's installation table: one batten spacing, one
// temperature limit, the clips one batten apart.
import { INSTALLATION } from '@ecopanel/shared-ui/data';
import { SOURCES, sentences } from './factsSources';

// ---- Batten spacing and temperature: a number written out anywhere must be the table's. ----

/** Each batten spacing a text states, as written: "600 mm centres", "battens max 600 mm apart". */
function battenSpacingsIn(text: string): number[] {
  const found: number[] = [];
  for (const sentence of sentences(text)) {
    for (const m of sentence.matchAll(/(\d[\d,]*)\s*mm\s*(?:centres|centers|apart|span\b|frame\b)/gi))
      found.push(Number(m[1]!.replace(/,/g, '')));
    for (const m of sentence.matchAll(/\bbattens?\b[^.]{0,60}?(\d{3,4})\s*mm/gi)) found.push(Number(m[1]));
  }
  return found;
}

const temperaturesIn = (text: string): number[] => [...text.matchAll(/(\d+)\s*°\s*C\b/g)].map((m) => Number(m[1]));

describe('the scanners find what they look for', () => {
  it('reads batten spacings however they are worded', () => {
    expect(battenSpacingsIn('Fix a level frame of battens at no more than 400 mm centres, running across.')).toContain(
      400,
    );
    expect(battenSpacingsIn('Battens max 600 mm apart.')).toContain(600);
    expect(battenSpacingsIn('It stays rigid across a 450 mm frame.')).toEqual([450]);
    expect(battenSpacingsIn('Panels are 200 mm wide and 2440 mm long.')).toEqual([]);
  });
  it('reads temperatures', () => {
    expect(temperaturesIn('up to 60 °C continuous, not 70°C')).toEqual([60, 70]);
  });
});

it('states one batten spacing everywhere: the installation table’s', () => {
  const other = SOURCES.flatMap(({ file, text }) =>
    battenSpacingsIn(text)
      .filter((mm) => mm !== INSTALLATION.battenSpacingMaxMm)
      .map((mm) => `${file}: ${mm} mm`),
  );
  expect(other).toEqual([]);
});

it('states one temperature limit everywhere: the installation table’s', () => {
  const other = SOURCES.flatMap(({ file, text }) =>
    temperaturesIn(text)
      .filter((c) => c !== INSTALLATION.maxContinuousTempC)
      .map((c) => `${file}: ${c} °C`),
  );
  expect(other).toEqual([]);
});

it('spaces the Hanging Clips one batten apart, as one clip fixes each strip at every batten', () => {
  expect(INSTALLATION.clipSpacingMm).toBe(INSTALLATION.battenSpacingMaxMm);
  expect(INSTALLATION.battenSpacingMaxMm).toBe(600);
  expect(INSTALLATION.maxContinuousTempC).toBe(60);
});
