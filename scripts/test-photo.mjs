// A phone-like test photo, made in a browser page: 4000 x 3000 pixels of shapes, gradients and
// sensor-like noise, saved as a high-quality JPEG of about 5 MB, with an EXIF block (orientation 3:
// stored upside down, as a camera held the other way round writes it, and a GPS position).
// A red block marks the picture's top-left corner as it is meant to be seen. Used by the publish
// e2e test and the benchmark.
import { withExif } from './exif.mjs';

/** Where the photo was "taken": Dubai. */
export const PHOTO_GPS = { lat: 25.2048, lon: 55.2708 };

/**
 * @param {{ evaluate: Function }} page a Playwright page (any origin)
 * @returns {Promise<Uint8Array>} the JPEG with its EXIF block
 */
export async function makeTestPhoto(page, { width = 4000, height = 3000, noise = 26, quality = 0.95 } = {}) {
  const base64 = await page.evaluate(
    async ([W, H, amp, q]) => {
      const canvas = new OffscreenCanvas(W, H);
      const c = canvas.getContext('2d');
      const gradient = c.createLinearGradient(0, 0, W, H);
      gradient.addColorStop(0, '#1d3557');
      gradient.addColorStop(0.5, '#e9c46a');
      gradient.addColorStop(1, '#2a9d8f');
      c.fillStyle = gradient;
      c.fillRect(0, 0, W, H);
      let seed = 42;
      const random = () => {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        return seed / 4294967296;
      };
      for (let i = 0; i < 60; i++) {
        c.fillStyle = `hsl(${random() * 360} 60% ${30 + random() * 40}%)`;
        c.beginPath();
        c.arc(random() * W, random() * H, 80 + random() * 500, 0, 7);
        c.fill();
      }
      const image = c.getImageData(0, 0, W, H);
      const d = image.data;
      for (let i = 0; i < d.length; i += 4) {
        const n = (random() - 0.5) * amp;
        d[i] += n;
        d[i + 1] += n;
        d[i + 2] += n;
      }
      c.putImageData(image, 0, 0);
      // Stored upside down (orientation 3): the block meant for the top-left sits bottom-right.
      c.fillStyle = '#ff0000';
      c.fillRect(W - W / 10, H - H / 10, W / 10, H / 10);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: q });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [width, height, noise, quality],
  );
  return withExif(new Uint8Array(Buffer.from(base64, 'base64')), { orientation: 3, gps: PHOTO_GPS });
}
