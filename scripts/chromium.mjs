// Debian's Chromium, which every browser run here drives (Playwright's own browser download cannot
// work on this machine), and the flags it runs with: the e2e suite, the browser unit tests and the
// benchmark share them.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
