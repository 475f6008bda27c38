/**
 * The inbox tables through supabase-js, as a visitor's browser and the admin use them:
 * visitors insert only, the database refuses bad rows and a sixth message per address per hour,
 * and only the admin reads, marks handled and deletes.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, appClient, appEnsureProfile, signIn } from './helpers';
import { useStandIn } from './stand-in';

const inquiry = (email: string, overrides: Record<string, unknown> = {}) => ({
  service: 'cloud',
  first_name: 'Layla',
  last_name: 'Hassan',
  email,
  company: 'Gulf Freight',
  answers: { provider: 'AWS' },
  message: 'We want to move to the cloud.',
  ...overrides,
});

describe('inbox tables', () => {
  const standIn = useStandIn();

  it('a visitor inserts an inquiry, an application and a sign-up but can select none of them', async () => {
    const visitor = appClient(standIn());
    expect((await visitor.from('inquiries').insert(inquiry('layla@gulf.example'))).error).toBeNull();
    const application = await visitor.from('job_applications').insert({
      first_name: 'Omar',
      email: 'omar@example.com',
      position: 'DevOps Engineer',
      resume_path: '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f/cv.pdf',
    });
    expect(application.error).toBeNull();
    expect(
      (await visitor.from('newsletter_subscribers').insert({ email: 'news@example.com' })).error,
    ).toBeNull();
    for (const table of ['inquiries', 'job_applications', 'newsletter_subscribers']) {
      const read = await visitor.from(table).select('*');
      expect(read.error?.code, table).toBe('42501');
      const update = await visitor.from(table).update({ status: 'handled' }).neq('email', '');
      expect(update.error, table).not.toBeNull();
    }
    const admin = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(admin.client, admin.session);
    const rows = await admin.client.from('inquiries').select('*').eq('email', 'layla@gulf.example');
    expect(rows.data).toEqual([
      expect.objectContaining({ service: 'cloud', answers: { provider: 'AWS' }, status: 'new' }),
    ]);
  });

  it('refuses bad rows by itself: e-mail shape, lengths, answers size, a pre-handled status', async () => {
    const visitor = appClient(standIn());
    const bad = [
      inquiry('not-an-email'),
      inquiry('x@example.com', { first_name: '' }),
      inquiry('x@example.com', { message: 'x'.repeat(5001) }),
      inquiry('x@example.com', { answers: { blob: 'x'.repeat(17_000) } }),
      inquiry('x@example.com', { answers: ['not', 'an', 'object'] }),
      inquiry('x@example.com', { status: 'handled' }),
    ];
    for (const row of bad) {
      const result = await visitor.from('inquiries').insert(row);
      expect(result.error, JSON.stringify(row).slice(0, 80)).not.toBeNull();
    }
  });

  it('a sixth inquiry from one address within an hour is refused with 429 and a message', async () => {
    const visitor = appClient(standIn());
    for (let n = 1; n <= 5; n++) {
      expect((await visitor.from('inquiries').insert(inquiry('busy@example.com'))).error).toBeNull();
    }
    const sixth = await visitor.from('inquiries').insert(inquiry('BUSY@example.com'));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.message).toMatch(/try again in an hour/);
    expect((await visitor.from('inquiries').insert(inquiry('calm@example.com'))).error).toBeNull();
  });

  it('signing up twice for the newsletter is a conflict the site can call "already subscribed"', async () => {
    const visitor = appClient(standIn());
    expect(
      (await visitor.from('newsletter_subscribers').insert({ email: 'twice@example.com' })).error,
    ).toBeNull();
    const again = await visitor.from('newsletter_subscribers').insert({ email: 'twice@example.com' });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
  });

  it('only the admin marks handled and deletes; another signed-in user sees nothing', async () => {
    const visitor = appClient(standIn());
    await visitor.from('inquiries').insert(inquiry('handled@example.com'));
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    expect((await eve.client.from('inquiries').select('*')).data).toEqual([]);
    const admin = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(admin.client, admin.session);
    const marked = await admin.client
      .from('inquiries')
      .update({ status: 'handled' })
      .eq('email', 'handled@example.com')
      .select('status');
    expect(marked.data).toEqual([{ status: 'handled' }]);
    const rewrite = await admin.client
      .from('inquiries')
      .update({ message: 'forged' })
      .eq('email', 'handled@example.com');
    expect(rewrite.error).not.toBeNull();
    const removed = await admin.client
      .from('inquiries')
      .delete()
      .eq('email', 'handled@example.com')
      .select('id');
    expect(removed.data).toHaveLength(1);
  });
});
