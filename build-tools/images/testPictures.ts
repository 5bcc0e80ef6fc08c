import sharp from 'sharp';

// Pictures the image tests make for themselves (nothing binary is committed), and how they read them.

export const RED = { r: 200, g: 30, b: 40 };
type Colour = typeof RED;

/** A "photo" as a camera makes one: large, another aspect ratio than the page's, JPEG. */
export const photo = (width = 2400, height = 1600, colour = RED) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The mean colour of a picture's region (sharp's stats per channel). */
export async function meanColour(
  data: Buffer,
  region?: { left: number; top: number; width: number; height: number },
): Promise<Colour> {
  // stats() reads its input, not the pipeline's result: cut the region out first.
  const cut = region ? await sharp(data).extract(region).png().toBuffer() : data;
  const { channels } = await sharp(cut).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

export const closeTo = (actual: Colour, expected: Colour) => {
  for (const k of ['r', 'g', 'b'] as const) expect(Math.abs(actual[k] - expected[k])).toBeLessThan(12);
};
