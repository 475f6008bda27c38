// The local Supabase stand-in for a benchmark: in memory, in its own process group (npx starts
// tsx starts node), ended with the benchmark; resolves once its Auth health check answers.
import { spawn } from 'node:child_process';

/** @param {{ apiPort: number, mailPort: number, siteUrl: string, env?: Record<string, string> }} options */
export async function startStandIn({ apiPort, mailPort, siteUrl, env = {} }) {
  const child = spawn('npx', ['tsx', 'supabase/local/cli.ts'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      SUPABASE_API_PORT: String(apiPort),
      SUPABASE_MAIL_PORT: String(mailPort),
      SUPABASE_LOCAL_DATA_DIR: ':memory:',
      SITE_URL: siteUrl,
      ...env,
    },
  });
  child.unref();
  process.on('exit', () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  const url = `http://127.0.0.1:${apiPort}`;
  // A condition, not a time: two minutes is only the bound on a machine where it never starts.
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/auth/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return url;
    if (tries > 1200) throw new Error('The local Supabase stand-in did not start.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
