#!/usr/bin/env node
// The HTML check of the built pages (tests/prerender/html-valid.test.ts) runs the Nu HTML checker,
// a Java program. Installs Debian's Java runtime with apt-get when `java` is missing and we may (root
// with apt); otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { javaCommand } from './java.mjs';

if (javaCommand()) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canApt) {
  console.log("Java not found; installing Debian's default-jre-headless with apt-get…");
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
      { stdio: 'inherit' },
    );
  } catch {
    // fall through to the message below
  }
  if (javaCommand()) process.exit(0);
}
console.error(
  [
    'The HTML check of the built pages needs Java (a `java` command) and there is none.',
    'Install it with:  sudo apt-get install -y default-jre-headless   (Debian/Ubuntu)',
    'or point JAVA_HOME at another Java runtime.',
  ].join('\n'),
);
process.exit(1);
