// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.connectia.ae/contact" }
/**
 * A production build with no backend configured (no VITE_SUPABASE_URL), served from a real host, is
 * a static site: it never calls a loopback address, which in a visitor's browser is
 * their own machine, and its forms say plainly that sending is not set up, keeping what was typed.
 * Served from loopback (npm start, previews, tests) the same build keeps using the local stand-in.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_SUPABASE_URL, resolveBackend } from '@/app/backend';
import { generalInquiry } from '@/forms/inquiry';
import { siteText } from '../support/site-text';

// The form is rendered here without its page's router: an English page.
vi.mock('@/app/use-locale', () => ({ useLocale: () => 'en' }));

describe('which backend a page uses', () => {
  const key = 'anon-key';
  it('a configured project, from any host', () => {
    expect(resolveBackend('https://abc.supabase.co', key, 'www.connectia.ae')).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      anonKey: key,
    });
  });

  it('without one: the local stand-in while building and on loopback pages only', () => {
    for (const host of [undefined, '127.0.0.1', '127.1.2.3', 'localhost', 'app.localhost', '[::1]', '::1'])
      expect(resolveBackend(undefined, key, host), String(host)).toEqual({
        supabaseUrl: LOCAL_SUPABASE_URL,
        anonKey: key,
      });
    for (const host of ['www.connectia.ae', '127.0.0.1.nip.io', 'localhost.example.com', '10.0.0.2'])
      expect(resolveBackend(undefined, key, host), host).toBeUndefined();
  });
});

describe('a build without a backend, served from www.connectia.ae', () => {
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('VITE_SUPABASE_URL', '');
    fetchSpy = vi.fn(() => Promise.reject(new Error('no request may be made')));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('has no backend at all', async () => {
    const { backend } = await import('@/app/backend');
    expect(backend).toBeUndefined();
  });

  it('the contact form says sending is not set up, sends nothing and keeps what was typed', async () => {
    const { ContactForm } = await import('@/forms/ContactForm');
    vi.useFakeTimers({ toFake: ['Date'] });
    render(
      <ContactForm
        inquiry={generalInquiry(siteText)}
        text={siteText}
        messages={async () => siteText.formMessages}
      />,
    );
    const typed = {
      'First name': 'Layla',
      'Last name': 'Hassan',
      Email: 'layla@example.com',
      Company: 'Gulf Freight',
    };
    for (const [label, value] of Object.entries(typed))
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
    vi.setSystemTime(Date.now() + 60_000); // a person took a minute to fill it in
    fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText(/Sending messages is not set up on this website yet/)).toBeInTheDocument();
    for (const [label, value] of Object.entries(typed))
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue(value);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
