// @vitest-environment jsdom
/**
 * A tab's code fetched ahead is drawn at once on its first opening: no Suspense fallback in between
 * (React holds a revealed boundary back for up to 300 ms), and before it has arrived the fallback
 * shows until it does.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { preloadable } from '@/admin/preloadable';

const Panel = ({ name }: { name: string }) => <p>Figures for {name}</p>;

it('draws a preloaded component in the first render, without its fallback', async () => {
  const { Component, preload } = preloadable<{ name: string }>(async () => ({ default: Panel }));
  await preload();
  render(
    <Suspense fallback={<p>Loading the figures</p>}>
      <Component name="March" />
    </Suspense>,
  );
  // Synchronously after the first render: nothing waits on a promise.
  expect(screen.getByText('Figures for March')).toBeTruthy();
  expect(screen.queryByText('Loading the figures')).toBeNull();
});

it('shows the fallback until code that was not fetched ahead arrives', async () => {
  let arrive: (module: { default: typeof Panel }) => void = () => undefined;
  const { Component } = preloadable<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));
  render(
    <Suspense fallback={<p>Loading the figures</p>}>
      <Component name="April" />
    </Suspense>,
  );
  expect(screen.getByText('Loading the figures')).toBeTruthy();
  await act(async () => arrive({ default: Panel }));
  expect(await screen.findByText('Figures for April')).toBeTruthy();
});
