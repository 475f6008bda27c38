/**
 * Every page the build writes is valid HTML as the W3C Nu HTML checker (the `vnu-jar` package) reads
 * it: assistive technology and crawlers read the structure browsers forgive. Reads the production
 * build (run `npm run build` first; skipped without one). The checker is a Java program, slow to
 * start, so one run checks every page; without Java the test fails and says how to install it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { javaCommand } from '../../scripts/java.mjs';

const DIST = resolve(process.cwd(), process.env.DIST_DIR ?? 'dist');
const built = existsSync(join(DIST, 'index.html'));
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Errors that are the checker's gaps, not the page's, each by its exact message. Its CSS grammar
 * predates two things the site uses: `field-sizing` (CSS Forms 4; Chromium 123), which lets the
 * message field grow with its text, and anchor positioning (Chromium 125), which sets a header
 * menu's panel under its entry.
 */
const CHECKER_GAPS: ((message: VnuMessage) => boolean)[] = [
  ({ message }) =>
    /^CSS: “(field-sizing|anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/.test(message),
  ({ message }) => message === 'CSS: “justify-self”: “anchor-center” is not a “justify-self” value.',
  ({ message, extract }) => message === 'CSS: “top”: Parse Error.' && /r\(bottom\)/.test(extract ?? ''),
];

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    });
}

/** Runs the checker once over all files; it writes its JSON report to stderr and exits 1 on errors. */
function runChecker(java: string, files: string[]): Promise<{ code: number | null; report: string }> {
  // The schema's deep recursion needs a larger thread stack than the default; the client compiler
  // alone halves the run's CPU time for a run this short.
  const args = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR];
  return new Promise((resolve, reject) => {
    const child = spawn(java, [...args, '--errors-only', '--format', 'json', ...files], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let report = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      report += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      report += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, report }));
  });
}

describe.skipIf(!built)('the built pages (dist/ after `npm run build`)', () => {
  it('are valid HTML: the Nu HTML checker reports no error on any of them', async () => {
    const java = javaCommand();
    if (!java) {
      throw new Error(
        'The HTML check needs Java and there is none: run `node scripts/ensure-java.mjs` ' +
          '(installs Debian’s default-jre-headless) or `sudo apt-get install -y default-jre-headless`.',
      );
    }
    const files = htmlFiles(DIST);
    expect(files.length, 'prerendered pages in dist/').toBeGreaterThan(80);

    const { code, report } = await runChecker(java, files);
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`The checker gave no report (exit ${code}):\n${report.slice(0, 2000)}`);
    }
    const errors = messages
      .filter((message) => message.type !== 'info')
      .filter((message) => !CHECKER_GAPS.some((gap) => gap(message)))
      .map((message) => {
        const page = message.url
          ? relative(DIST, decodeURIComponent(message.url.replace(/^file:/, '')))
          : '(no page)';
        const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? ''}` : '';
        const extract = message.extract ? ` in «${message.extract.replace(/\s+/g, ' ').slice(0, 80)}»` : '';
        return `${page}${where} ${message.message}${extract}`;
      });
    expect(errors, `${errors.length} error(s):\n${errors.join('\n')}`).toEqual([]);
  }, 180_000);
});
