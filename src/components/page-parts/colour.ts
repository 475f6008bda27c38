/** Picks black-ish or white text for a background colour (hex only; other formats get white). */
export function readableOn(background: string, dark = '#14001f', light = '#ffffff'): string {
  const hex = background.trim().replace('#', '');
  const full =
    hex.length === 3 || hex.length === 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return light;
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast against white vs against near-black: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0525 ? light : dark;
}
