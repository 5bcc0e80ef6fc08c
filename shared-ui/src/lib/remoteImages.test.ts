import { remoteImages } from './remoteImages';

it("builds every URL on the remote's own public path", () => {
  const images = remoteImages('https://catalogue.example.lk/releases/abc123/');
  expect(images.IMG_BASE).toBe('https://catalogue.example.lk/releases/abc123/img/');
  expect(images.SHARE_BASE).toBe('https://catalogue.example.lk/releases/abc123/share/');
  expect(
    images.shareImage({ name: 'product-oak', width: 1200, height: 630, widths: [600, 1200] }, 'Oak panel'),
  ).toEqual({
    url: 'https://catalogue.example.lk/releases/abc123/share/product-oak.jpg',
    width: 1200,
    height: 630,
    alt: 'Oak panel',
  });
});
