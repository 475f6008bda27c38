// @vitest-environment jsdom
/**
 * The #hash scroll of the site frame (spec: 100 ms after a navigation). A prerendered page was
 * scrolled to its anchor by the browser at load; hydration, which can come seconds later, puts a
 * visitor who has not moved back at the anchor, and leaves one who has scrolled away where they
 * are. A page the browser renders itself (no prerendered markup) and every later navigation scroll.
 */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { watchVisitorMoves } from '@/app/visitor-moved';
import { useHashScroll } from '@/components/site/use-hash-scroll';

function Page({ path, hash }: { path: string; hash: string }) {
  useHashScroll(path, hash);
  return <section id="leadership">Leadership</section>;
}

let container: HTMLElement;
let root: Root | undefined;
let scrolled: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.useRealTimers();
});

async function hydrateAbout() {
  container.innerHTML = renderToString(<Page path="/about" hash="leadership" />);
  await act(async () => {
    root = hydrateRoot(container, <Page path="/about" hash="leadership" />);
  });
  await act(async () => vi.advanceTimersByTime(1000));
}

it('hydration puts a visitor who has not moved back at the anchor, at once', async () => {
  watchVisitorMoves();
  await hydrateAbout();
  expect(scrolled).toHaveBeenCalledTimes(1);
  expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
});

it('hydration leaves a visitor who scrolled away; the next navigation to a hash scrolls', async () => {
  dispatchEvent(new Event('wheel'));
  await hydrateAbout();
  expect(scrolled).not.toHaveBeenCalled();

  await act(async () => root?.render(<Page path="/" hash="" />));
  await act(async () => root?.render(<Page path="/about" hash="leadership" />));
  await act(async () => vi.advanceTimersByTime(100));
  expect(scrolled).toHaveBeenCalledTimes(1);
});

it('a page the browser renders itself scrolls to its hash after 100 ms', async () => {
  await act(async () => {
    root = createRoot(container);
    root.render(<Page path="/about" hash="leadership" />);
  });
  await act(async () => vi.advanceTimersByTime(99));
  expect(scrolled).not.toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTime(1));
  expect(scrolled).toHaveBeenCalledTimes(1);
});
