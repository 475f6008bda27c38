import type { Db } from './db';

/**
 * The flood limits live in the database (private.settings, set by the migrations: 5 messages per
 * e-mail address and 20 per client an hour; 1,000 page views per client an hour). The stand-in
 * changes them only when asked: the e2e suite sends many forms and views from 127.0.0.1 and raises
 * the per-client limits out of its way.
 */
export interface InboxLimits {
  perAddressPerHour: number;
  perClientPerHour: number;
  visitsPerClientPerHour: number;
}

const COLUMNS: Record<keyof InboxLimits, string> = {
  perAddressPerHour: 'inbox_per_address_per_hour',
  perClientPerHour: 'inbox_per_client_per_hour',
  visitsPerClientPerHour: 'visits_per_client_per_hour',
};

/** The environment variables that change them (`npm run backend`, the e2e suite). */
export const INBOX_LIMIT_ENV: Record<keyof InboxLimits, string> = {
  perAddressPerHour: 'INBOX_LIMIT_PER_ADDRESS_PER_HOUR',
  perClientPerHour: 'INBOX_LIMIT_PER_CLIENT_PER_HOUR',
  visitsPerClientPerHour: 'VISIT_LIMIT_PER_CLIENT_PER_HOUR',
};

export function inboxLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<InboxLimits> {
  const limits: Partial<InboxLimits> = {};
  for (const [name, variable] of Object.entries(INBOX_LIMIT_ENV) as [keyof InboxLimits, string][]) {
    const raw = env[variable];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${variable} must be a whole number of at least 1, not "${raw}".`);
    limits[name] = value;
  }
  return limits;
}

/** Writes the given limits to private.settings; the others keep their stored values. */
export async function applyInboxLimits(db: Db, limits: Partial<InboxLimits>): Promise<void> {
  for (const [name, column] of Object.entries(COLUMNS) as [keyof InboxLimits, string][]) {
    const value = limits[name];
    if (value === undefined) continue;
    await db.run((pg) => pg.query(`update private.settings set ${column} = $1`, [value]));
  }
}

/** The limits in force, as the database has them. */
export async function readInboxLimits(db: Db): Promise<InboxLimits> {
  const result = await db.run((pg) =>
    pg.query<{ address: number; client: number; visits: number }>(
      `select inbox_per_address_per_hour as address, inbox_per_client_per_hour as client,
              visits_per_client_per_hour as visits
         from private.settings where singleton`,
    ),
  );
  const row = result.rows[0];
  return {
    perAddressPerHour: row?.address ?? 0,
    perClientPerHour: row?.client ?? 0,
    visitsPerClientPerHour: row?.visits ?? 0,
  };
}
