#!/usr/bin/env node
// Browser tests drive Debian's Chromium (Playwright's own browser download cannot work here).
// Installs it with apt-get when it is missing and we may (root with apt); otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as path } from './chromium.mjs';

if (existsSync(path)) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canApt) {
  console.log(`Chromium not found at ${path}; installing Debian's chromium with apt-get…`);
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    // fall through to the message below
  }
  if (existsSync(path)) process.exit(0);
}
console.error(
  [
    `Browser tests need Chromium at ${path} and it is not there.`,
    'Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)',
    'or point CHROMIUM_PATH at another Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
