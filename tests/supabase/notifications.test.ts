/**
 * On the stand-in, with the real migration and the real notify function: a new inquiry
 * or application e-mails the owner (its fields, an Inbox link, the visitor's typing as text);
 * sign-ups come as one summary a day; the owner's switches and recipients count; a failed send
 * stays in the outbox with its error and Retry sends it once the provider is back; nobody but
 * the admin reads the settings, the outbox or the hook calls.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, appClient, appEnsureProfile, SITE_URL, signIn } from './helpers';
import { emailApiFails, mail, mails, subjects } from './mailbox';
import { useStandIn } from './stand-in';

const inquiry = (email: string, overrides: Record<string, unknown> = {}) => ({
  service: 'cloud',
  first_name: 'Layla',
  last_name: 'Hassan',
  email,
  company: 'Gulf Freight',
  answers: { 'Current infrastructure': 'Hybrid' },
  message: 'We want to move two data centres.',
  ...overrides,
});

describe('notifications', () => {
  const standIn = useStandIn();
  let admin: SupabaseClient;
  beforeAll(async () => {
    const signed = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(signed.client, signed.session);
    admin = signed.client;
  });
  const settings = async (value: Record<string, unknown>) => {
    const { error } = await admin.from('admin_settings').upsert({ key: 'notifications', value });
    expect(error).toBeNull();
  };
  afterEach(async () => {
    await emailApiFails(standIn(), false);
    await admin.from('admin_settings').delete().eq('key', 'notifications');
  });
  const visitor = () => appClient(standIn());
  const newestWith = async (subject: string) => {
    await expect
      .poll(() => subjects(standIn(), new RegExp(`^${subject}$`)), { timeout: 10_000 })
      .toHaveLength(1);
    const summary = (await mails(standIn())).find((m) => m.Subject === subject);
    return mail(standIn(), summary?.ID ?? '');
  };

  it('an inquiry e-mails the admin address with its fields and a link to it in the Inbox', async () => {
    expect((await visitor().from('inquiries').insert(inquiry('layla@gulf.example'))).error).toBeNull();
    const message = await newestWith('New inquiry from Layla Hassan, Gulf Freight');
    const { data } = await admin.from('inquiries').select('id').eq('email', 'layla@gulf.example').single();
    expect(message.To).toEqual([{ Name: '', Address: ADMIN_EMAIL }]);
    expect(message.ReplyTo).toEqual([{ Name: '', Address: 'layla@gulf.example' }]);
    expect(message.From.Address).toBe('notifications@example.com');
    for (const text of [
      'Layla Hassan',
      'layla@gulf.example',
      'Gulf Freight',
      'cloud',
      'Current infrastructure: Hybrid',
    ]) {
      expect(message.Text).toContain(text);
    }
    expect(message.Text).toContain('  We want to move two data centres.');
    const link = `${SITE_URL}/admin?tab=inbox&list=inquiries&item=${data?.id}`;
    expect(message.Text).toContain(link);
    expect(message.HTML).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it("an inquiry from an Arabic page says so, with the visitor's Arabic name isolated in the HTML", async () => {
    const arabic = inquiry('mona@gulf.example', { first_name: 'منى', last_name: 'صالح', locale: 'ar' });
    expect((await visitor().from('inquiries').insert(arabic)).error).toBeNull();
    const message = await newestWith('New inquiry from منى صالح, Gulf Freight');
    expect(message.Text).toContain('\nLanguage: Arabic\n');
    expect(message.Text).toContain('\nName: منى صالح\n');
    expect(message.HTML).toContain('<bdi>منى صالح</bdi>');
  });

  it('what a visitor types stays text: no markup in the HTML, no header through any field', async () => {
    const hostile = inquiry('eve"<script>@evil.example', {
      first_name: '<img src=x onerror=alert(1)>',
      last_name: 'Doe\r\nBcc: victim@example.com',
      company: '<b>ACME</b>',
      answers: { '<i>q</i>': '<a href="javascript:alert(1)">a</a>' },
      message: '</td></tr></table><script>alert(1)</script>',
    });
    expect((await visitor().from('inquiries').insert(hostile)).error).toBeNull();
    await expect.poll(() => subjects(standIn(), /onerror/), { timeout: 10_000 }).toHaveLength(1);
    const summary = (await mails(standIn())).find((m) => m.Subject.includes('onerror'));
    const message = await mail(standIn(), summary?.ID ?? '');
    expect(message.Subject).toBe(
      'New inquiry from <img src=x onerror=alert(1)> Doe Bcc: victim@example.com, <b>ACME</b>',
    );
    expect(message.To).toEqual([{ Name: '', Address: ADMIN_EMAIL }]); // no Bcc smuggled in
    expect(message.ReplyTo).toEqual([]); // not a plain address: shown in the text, never a header
    for (const markup of ['<img', '<script', '<b>', '<i>', '<a href="javascript', '</table><script']) {
      expect(message.HTML).not.toContain(markup);
    }
    expect(message.HTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.HTML).toContain('&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;');
    expect(message.Text).toContain('<img src=x onerror=alert(1)>');
  });

  it('an application e-mails the owner too', async () => {
    const application = await visitor().from('job_applications').insert({
      first_name: 'Omar',
      last_name: 'Ali',
      email: 'omar@example.com',
      position: 'Cloud Engineer',
      cover_letter: 'I build platforms.',
      resume_path: '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f/cv.pdf',
    });
    expect(application.error).toBeNull();
    const message = await newestWith('New job application from Omar Ali for Cloud Engineer');
    expect(message.Text).toContain('Resume: Attached');
    expect(message.Text).toContain('  I build platforms.');
    expect(message.Text).toMatch(/admin\?tab=inbox&list=applications&item=[0-9a-f-]{36}/);
  });

  it('newsletter sign-ups come as one summary a day, not one e-mail each', async () => {
    const signUp = async (email: string) =>
      expect((await visitor().from('newsletter_subscribers').insert({ email })).error).toBeNull();
    // The first sign-up is summarised at once ...
    await signUp('reader1@example.com');
    const first = await newestWith('1 new newsletter sign-up');
    expect(first.Text).toContain('reader1@example.com');
    expect(first.Text).toMatch(/list=subscribers/);
    // ... the next ones wait for one summary, a day after that one.
    await signUp('reader2@example.com');
    await signUp('reader3@example.com');
    const waiting = await standIn().query<{ hours: number }>(
      `select round(extract(epoch from next_attempt_at - now()) / 3600)::int as hours
         from public.notification_outbox where kind = 'newsletter-summary' and status = 'pending'`,
    );
    expect(waiting).toEqual([{ hours: 24 }]);

    // A day later: one summary of the two.
    await standIn().query(
      `update public.notification_outbox set next_attempt_at = now() where kind = 'newsletter-summary' and status = 'pending'`,
    );
    await standIn().query('select private.notifications_tick()');
    const second = await newestWith('2 new newsletter sign-ups');
    expect(second.Text).toContain('reader2@example.com');
    expect(second.Text).toContain('reader3@example.com');
    expect(second.Text).not.toContain('reader1@example.com');
    expect(await subjects(standIn(), /newsletter sign-up/)).toHaveLength(2);
  });

  it("the owner's switches and recipients decide who gets what", async () => {
    await settings({ enabled: false });
    await visitor()
      .from('inquiries')
      .insert(inquiry('off@example.com', { first_name: 'Switched' }));
    await settings({ enabled: true, inquiries: false, recipients: ['Sales@Example.com', 'ceo@example.com'] });
    await visitor()
      .from('inquiries')
      .insert(inquiry('off2@example.com', { first_name: 'Muted' }));
    await visitor().from('job_applications').insert({ first_name: 'Rana', email: 'rana@example.com' });
    const message = await newestWith('New job application from Rana');
    expect(message.To.map((to) => to.Address).sort()).toEqual(['ceo@example.com', 'sales@example.com']);
    const queued = await standIn().query<{ email: string }>(
      `select payload->>'email' as email from public.notification_outbox where kind = 'inquiry'`,
    );
    expect(queued.map((row) => row.email)).not.toContain('off@example.com');
    expect(queued.map((row) => row.email)).not.toContain('off2@example.com');
  });

  it('with the e-mail API failing the inquiry is stored, the failure is kept, and Retry sends it', async () => {
    await emailApiFails(standIn(), true);
    expect(
      (
        await visitor()
          .from('inquiries')
          .insert(inquiry('down@example.com', { first_name: 'Nadia' }))
      ).error,
    ).toBeNull();
    await expect
      .poll(
        async () =>
          (await admin.from('notification_outbox').select('status, last_error').eq('status', 'failed')).data,
        {
          timeout: 10_000,
        },
      )
      .toEqual([{ status: 'failed', last_error: expect.stringMatching(/HTTP 503.*451/) }]);
    expect((await admin.from('inquiries').select('id').eq('email', 'down@example.com')).data).toHaveLength(1);
    const [{ minutes }] = (await standIn().query<{ minutes: number }>(
      `select round(extract(epoch from next_attempt_at - now()) / 60)::int as minutes
         from public.notification_outbox where status = 'failed'`,
    )) as [{ minutes: number }];
    expect(minutes).toBe(2); // retried by itself later, with backoff

    const stillDown = await admin.functions.invoke('notify', { body: { action: 'retry' } });
    expect(stillDown.data).toMatchObject({ retried: 1, sent: 0, failed: 1 });

    await emailApiFails(standIn(), false);
    const retry = await admin.functions.invoke('notify', { body: { action: 'retry' } });
    expect(retry.data).toEqual({ retried: 1, sent: 1, failed: 0, errors: [] });
    expect(await subjects(standIn(), /^New inquiry from Nadia Hassan/)).toHaveLength(1);
    expect((await admin.from('notification_outbox').select('id').eq('status', 'failed')).data).toEqual([]);
  });

  it('nobody but the admin reads the settings, the outbox or the hook calls, or retries', async () => {
    await settings({ recipients: ['secret-recipient@example.com'] });
    await admin
      .from('admin_settings')
      .upsert({ key: 'deploy-hook', value: { url: 'https://hooks.example/x' } });
    const anon = visitor();
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    for (const client of [anon, eve.client]) {
      for (const table of ['admin_settings', 'notification_outbox', 'deploy_hook_calls']) {
        const read = await client.from(table).select('*');
        expect(read.data ?? [], table).toEqual([]);
        expect(JSON.stringify(read)).not.toMatch(/secret-recipient|hooks\.example/);
      }
      expect(
        (
          await client
            .from('admin_settings')
            .insert({ key: 'deploy-hook', value: { url: 'https://x.example' } })
        ).error,
      ).not.toBeNull();
      for (const fn of ['notifications_claim', 'notifications_retry', 'deploy_hook_status']) {
        expect((await client.rpc(fn)).error, fn).not.toBeNull();
      }
      const retry = await client.functions.invoke('notify', { body: { action: 'retry' } });
      expect(retry.error).not.toBeNull();
    }
    expect((await anon.from('site_settings').select('key')).data?.map((row) => row.key)).not.toContain(
      'notifications',
    );
    // Only the database, with its secret, may ask the function for a run.
    const run = await fetch(`${standIn().apiUrl}/functions/v1/notify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-notify-secret': 'guess' },
      body: JSON.stringify({ action: 'process' }),
    });
    expect(run.status).toBe(401);
  });

  it('the database checks the values it reads itself', async () => {
    const hook = (url: string) => admin.from('admin_settings').upsert({ key: 'deploy-hook', value: { url } });
    expect((await hook('http://hooks.example/build')).error?.message).toMatch(/must start with https:\/\//);
    expect((await hook('javascript:alert(1)')).error).not.toBeNull();
    expect((await hook('https://api.netlify.com/build_hooks/abc')).error).toBeNull();
    expect((await hook('http://127.0.0.1:8123/hook')).error).toBeNull();
    expect((await hook('')).error).toBeNull();
    const bad = await admin
      .from('admin_settings')
      .upsert({ key: 'notifications', value: { recipients: ['not an address'] } });
    expect(bad.error?.message).toMatch(/at most 10 e-mail addresses/);
  });
});
