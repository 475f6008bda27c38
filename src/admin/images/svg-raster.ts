/**
 * An SVG logo is never stored or published as uploaded (it could carry scripts, event handlers or
 * references to other sites): it is drawn to pixels here, in the admin page, and the pixels go
 * through the same pipeline as any upload. An SVG shown through <img> runs no script and loads
 * nothing external, so drawing it is safe; the drawing is sized from its viewBox or width/height.
 */

export class SvgUnreadableError extends Error {
  override readonly name = 'SvgUnreadableError';
}

const length = (value: string | null) => {
  const number = Number.parseFloat(value ?? '');
  return Number.isFinite(number) && number > 0 && !/%$/.test(value ?? '') ? number : undefined;
};

/** The SVG file drawn `width` px wide (height from its aspect ratio) as a PNG blob. */
export async function rasteriseSvg(file: Blob, width: number): Promise<Blob> {
  const doc = new DOMParser().parseFromString(await file.text(), 'image/svg+xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg') {
    throw new SvgUnreadableError('This SVG file could not be read.');
  }
  const box = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const ratio =
    box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0
      ? (box[3] as number) / (box[2] as number)
      : (length(root.getAttribute('height')) ?? 1) / (length(root.getAttribute('width')) ?? 1);
  const height = Math.max(1, Math.round(width * ratio));
  if (
    !root.hasAttribute('viewBox') &&
    length(root.getAttribute('width')) &&
    length(root.getAttribute('height'))
  ) {
    root.setAttribute('viewBox', `0 0 ${root.getAttribute('width')} ${root.getAttribute('height')}`);
  }
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(doc)], { type: 'image/svg+xml' }),
  );
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode().catch(() => {
      throw new SvgUnreadableError('This SVG file could not be drawn.');
    });
    const canvas = new OffscreenCanvas(width, height);
    (canvas.getContext('2d') as OffscreenCanvasRenderingContext2D).drawImage(img, 0, 0, width, height);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
