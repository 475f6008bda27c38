// @vitest-environment jsdom
/**
 * Site Text as the owner edits it reaches the components through the loaders: the frame's words
 * (the root's part) and a page's own (the not-found page's), and a form's messages when it first
 * needs them. The real routes and router, over a store holding an edited Site Text.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/create-router';
import { createRouterContext } from '@/app/router-context';
import { formMessagesReader } from '@/forms/form-messages';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { polyfillDom } from '../admin/helpers';
import { siteText } from '../support/site-text';

const edited = {
  ...siteText,
  frame: { ...siteText.frame, skipLink: 'Jump to the page' },
  notFound: { ...siteText.notFound, heading: 'This page went missing' },
  formMessages: { ...siteText.formMessages, emailMissing: 'We need your email.' },
};
const store = () => new SettingsStore(createMemorySource({ 'site-text': JSON.stringify(edited) }));

describe('an edited Site Text', () => {
  beforeAll(polyfillDom);
  afterEach(cleanup);

  it('is what the not-found page and the frame show', async () => {
    const router = createAppRouter(createRouterContext(store()), {
      history: createMemoryHistory({ initialEntries: ['/no-such-page'] }),
    });
    await router.load();
    render(<App router={router} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This page went missing');
    expect(screen.getByRole('link', { name: 'Jump to the page' })).toHaveAttribute('href', '#main');
    expect(screen.queryByText('Oops! Page not found')).toBeNull();
  });

  it('gives a form its messages when asked, and the route is re-run when they change', async () => {
    const context = createRouterContext(store());
    const read = formMessagesReader(context, '/_site/contact');
    expect((await read()).emailMissing).toBe('We need your email.');
    expect(context.readsByRoute.get('/_site/contact')?.has('site-text')).toBe(true);
  });
});
