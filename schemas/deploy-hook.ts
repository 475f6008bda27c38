import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as s from '@/schema-kit/server-fields';

/**
 * The static host's build hook, which the database calls after a burst of publishes so that the
 * prerendered pages are rebuilt. Admin-only: the URL (and a token) are credentials.
 */
export default defineEntity({
  key: 'deploy-hook',
  title: 'Deploy Hook',
  description:
    'After you publish, your host rebuilds the static pages, once per burst of publishes. Only you can see these settings.',
  access: 'admin',
  tab: { key: 'deploy-hook', label: 'Deploy Hook', order: 20, group: 'site' }, // last of the site's tabs
  saveMessage: 'Deploy hook saved successfully!',
  admin: { saveLabel: 'Save Deploy Hook' },
  schema: v.object({
    url: s.hookUrl('Build hook URL', '', {
      description:
        "Your host's build hook, for example https://api.netlify.com/build_hooks/… or, for GitHub Actions, https://api.github.com/repos/OWNER/REPO/dispatches. Leave it empty to rebuild by hand.",
      placeholder: 'https://api.netlify.com/build_hooks/…',
    }),
    token: s.secret('Access token', '', {
      description:
        'Only for hooks that need one, such as GitHub (sent as "Authorization: Bearer …"). Netlify, Vercel and Cloudflare Pages hooks need none.',
    }),
  }),
});
