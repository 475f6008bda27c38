/**
 * GoTrue's rate limits, in memory. Defaults are the Supabase CLI's config.toml: `[auth.rate_limit]`
 * sign_in_sign_ups = 30, token_verifications = 30 and token_refresh = 150 per 5 minutes per IP
 * address; the per-address cooldown between two e-mails is hosted Supabase's 60 seconds
 * (`[auth.email] max_frequency`). `email_sent` applies only with a real SMTP server, so not here.
 */

export interface RateLimits {
  /** Seconds before another link may be sent to the same address (0 = off). */
  emailCooldownSeconds: number;
  /** POST /otp requests per IP address per window. */
  signInsSignUps: number;
  /** GET /verify and PKCE code exchanges per IP address per window. */
  tokenVerifications: number;
  /** Refresh-token grants per IP address per window. */
  tokenRefresh: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  emailCooldownSeconds: 60,
  signInsSignUps: 30,
  tokenVerifications: 30,
  tokenRefresh: 150,
  windowSeconds: 300,
};

/** The environment variables that change them (`npm run backend`, the e2e suite). */
export const RATE_LIMIT_ENV: Record<keyof RateLimits, string> = {
  emailCooldownSeconds: 'AUTH_EMAIL_MAX_FREQUENCY_SECONDS',
  signInsSignUps: 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenVerifications: 'AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS',
  tokenRefresh: 'AUTH_RATE_LIMIT_TOKEN_REFRESH',
  windowSeconds: 'AUTH_RATE_LIMIT_WINDOW_SECONDS',
};

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [name, variable] of Object.entries(RATE_LIMIT_ENV) as [keyof RateLimits, string][]) {
    const raw = env[variable];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`${variable} must be a number >= 0, not "${raw}".`);
    limits[name] = value;
  }
  return limits;
}

/** Counts events per key in a fixed window; `take` says whether one more is allowed. */
export class WindowCounter {
  #hits = new Map<string, number[]>();
  constructor(
    private readonly limit: () => number,
    private readonly windowMs: () => number,
  ) {}

  take(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs();
    const recent = (this.#hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit()) {
      this.#hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return true;
  }
}
