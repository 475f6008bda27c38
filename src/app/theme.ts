/**
 * The admin's Mantine theme: brand colours and the default font, and the
 * accessibility defaults every admin screen shares (text contrast, names of icon-only controls).
 */
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Modal,
  Notification,
} from '@mantine/core';

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

/** Site fonts are CSS variables set from the fonts settings (src/components/site/SiteFonts.tsx); Inter is the fallback. */
const INTER = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 9,
  colors: { brand: purple, pink, green },
  fontFamily: `var(--site-font-body, ${INTER})`,
  headings: { fontFamily: `var(--site-font-headings, ${INTER})`, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Notifications and dialogs draw their close button as an icon alone: give it a name.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // A titled notification's message is gray 6 by default (3.3:1): the dimmed colour below instead.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
  },
});

/**
 * Text colours that hold WCAG AA's 4.5:1 on white and on the login page's gray 0. Mantine's defaults
 * do not: 'dimmed' text (help lines, status lines, descriptions) is gray 6 (3.3:1) and error
 * messages are red 6 (3.3:1). Gray 7 keeps dimmed text visibly secondary at 8.2:1; red 9 is 5.5:1.
 * Orange on its light background (a notice's title, the Draft badge) is orange 9 on orange 1
 * (3.6:1); a deeper burnt orange keeps the notice's look at 5.4:1 (4.8:1 on the hover shade).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-light-color': '#a63d0b',
  },
  dark: {},
});
