/** The Mantine theme: brand colours and the default font (product spec point 9). */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const purple: MantineColorsTuple = [
  '#f6ebff',
  '#e6d1f7',
  '#caa1ec',
  '#ad6ee1',
  '#9443d8',
  '#8528d3',
  '#7d19d1',
  '#6a0bba',
  '#5d03a6',
  '#4f008c',
];
const pink: MantineColorsTuple = [
  '#ffe9ee',
  '#ffd1da',
  '#ffa1b3',
  '#ff6d89',
  '#ff375e',
  '#ff2452',
  '#ff144a',
  '#e4023b',
  '#cc0033',
  '#b3002b',
];
const green: MantineColorsTuple = [
  '#e0fff5',
  '#cbfdeb',
  '#9af9d7',
  '#64f5c1',
  '#39f2ae',
  '#1df0a3',
  '#00c48c',
  '#00b07c',
  '#009c6d',
  '#00875c',
];

/** Site fonts are CSS variables set from the fonts settings (src/components/SiteFonts.tsx); Inter is the fallback. */
const INTER = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 9,
  colors: { brand: purple, pink, green },
  fontFamily: `var(--site-font-body, ${INTER})`,
  headings: { fontFamily: `var(--site-font-headings, ${INTER})`, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
