/**
 * Browser entry. A module graph is evaluated in one task, so the app is not one graph: React DOM,
 * the router, then the app (schemas, settings store, site frame) each arrive through import() and
 * are evaluated in tasks of their own, with the browser free to paint and handle input between them. The prerendered
 * page asks for both chunks beside this one (modulepreload), so the split costs no round trip.
 */
import { fetchPageData, type PageData } from './app/page-data';
import './app/font-fallback.css';
import './app/global.css';
import './app/rtl.css';

/** The browser paints and handles input between the stages (total blocking time counts each task over 50 ms). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * No top-level await: lazy chunks import from the entry chunk, and a dynamic import awaited while
 * that chunk is still evaluating would never settle.
 */
async function start(container: HTMLElement, pageData: Promise<PageData | undefined>) {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await import('./app/router-stage');
  await yieldToMain();
  const { startApp } = await import('./app/browser-app');
  await yieldToMain();
  await startApp(container, await pageData);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
// The page's data (what its loaders returned at the build) arrives while the stages download.
void start(container, fetchPageData(container));
