#!/usr/bin/env node
// Regenerates the PNG icons and the Open Graph image in public/ from inline HTML, rendered by the
// local Chromium (no remote assets). Run by hand when the brand changes: node scripts/seo-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const PURPLE = '#4f008c';
const PINK = '#ff375e';
const GREEN = '#00c48c';
const inter = (
  await readFile('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
).toString('base64');
const fontFace = `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${inter}) format('woff2')}`;
const base = `${fontFace}*{margin:0;box-sizing:border-box}html,body{width:100%;height:100%}body{font-family:Inter,sans-serif}`;

/** A square icon: purple tile, white "C"; `inset` leaves room for maskable/rounded platforms. */
const icon = (size, { radius = 0.22, inset = 0 } = {}) => `<!doctype html><style>${base}
  body{background:${inset ? PURPLE : 'transparent'};display:grid;place-items:center}
  .tile{width:${size * (1 - inset * 2)}px;height:${size * (1 - inset * 2)}px;border-radius:${inset ? 0 : size * radius}px;
    background:${PURPLE};display:grid;place-items:center;color:#fff;font-weight:800;font-size:${size * (1 - inset * 2) * 0.62}px;line-height:1}
  .tile span{transform:translateY(-4%)}.dot{color:${PINK}}</style>
  <div class="tile"><span>C<span class="dot">.</span></span></div>`;

const og = `<!doctype html><style>${base}
  body{background:linear-gradient(135deg,${PURPLE} 0%,#2d0050 100%);color:#fff;padding:88px 96px;display:flex;flex-direction:column;justify-content:space-between}
  .brand{display:flex;align-items:center;gap:24px;font-size:44px;font-weight:800}
  .mark{width:84px;height:84px;border-radius:20px;background:#fff;color:${PURPLE};display:grid;place-items:center;font-size:56px}
  h1{font-size:84px;line-height:1.05;font-weight:800;letter-spacing:-0.02em;max-width:900px}
  p{font-size:34px;opacity:.88;max-width:960px;line-height:1.35}
  .bar{display:flex;gap:14px}.bar i{display:block;height:10px;width:120px;border-radius:5px}</style>
  <div class="brand"><div class="mark">C</div>Connectia</div>
  <div><h1>Connecting People Solutions</h1><p style="margin-top:28px">IT services, skilled talent and sustainable solutions — Dubai, UAE</p></div>
  <div class="bar"><i style="background:${PINK}"></i><i style="background:${GREEN}"></i><i style="background:#fff"></i></div>`;

const outputs = [
  ['public/favicon-32.png', 32, 32, icon(32, { radius: 0.2 }), true],
  ['public/apple-touch-icon.png', 180, 180, icon(180, { inset: 0.001 }), false],
  ['public/icon-192.png', 192, 192, icon(192), true],
  ['public/icon-512.png', 512, 512, icon(512), true],
  ['public/icon-maskable-512.png', 512, 512, icon(512, { inset: 0.1 }), false],
  ['public/og-image.png', 1200, 630, og, false],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [file, width, height, html, transparent] of outputs) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await writeFile(file, await page.screenshot({ omitBackground: transparent, type: 'png' }));
  await page.close();
  console.log(`wrote ${file}`);
}
await browser.close();
