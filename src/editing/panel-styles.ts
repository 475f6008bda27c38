/**
 * Mantine's styles for the panel, without its baseline (which restyles <body>: font, colours,
 * margin): its default CSS variables (`--mantine-*` only; the provider writes just those the theme
 * changes), the global helper classes and each component's own classes, which apply to Mantine's
 * elements only. The panel sets its own font and colours (./edit-panel.css).
 */
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './edit-panel.css';

import.meta.glob(
  ['/node_modules/@mantine/core/styles/[A-Z]*.css', '!/node_modules/@mantine/core/styles/*.layer.css'],
  {
    eager: true,
  },
);
