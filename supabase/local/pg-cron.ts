import type { Db } from './db';

/**
 * DEVELOPMENT ONLY: the part of pg_cron the migrations use, for PGlite, which cannot load the
 * extension. SQL: `cron.job` and `cron.schedule(job_name, schedule, command)` (an upsert by name,
 * as pg_cron 1.4+ does), `cron.schedule(schedule, command)` and `cron.unschedule(...)`. Node: a
 * scheduler that runs each active job's command when its schedule says, as the database owner,
 * never two runs of one job at once. Schedules: five cron fields (numbers, `*`, ranges, lists,
 * steps) or pg_cron 1.5's `N seconds`.
 */
export const PG_CRON_SQL = `
create schema if not exists cron;
revoke all on schema cron from public;
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text unique
);

create or replace function cron._check_schedule(schedule text) returns void language plpgsql
as $$
begin
  if schedule !~ '^\\s*([1-9]|[1-5][0-9]) seconds?\\s*$'
     and schedule !~ '^\\s*[0-9*/,-]+(\\s+[0-9*/,-]+){4}\\s*$' then
    raise exception 'invalid schedule: %', schedule;
  end if;
end
$$;

create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
  language plpgsql
as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
    returning jobid into id;
  perform pg_notify('pg_cron_changed', '');
  return id;
end
$$;

create or replace function cron.schedule(schedule text, command text) returns bigint language plpgsql
as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  perform pg_notify('pg_cron_changed', '');
  return id;
end
$$;

create or replace function cron.unschedule(job_name text) returns boolean language plpgsql
as $$
begin
  delete from cron.job where jobname = job_name;
  if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
  perform pg_notify('pg_cron_changed', '');
  return true;
end
$$;

create or replace function cron.unschedule(job_id bigint) returns boolean language plpgsql
as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
  perform pg_notify('pg_cron_changed', '');
  return true;
end
$$;
`;

interface Job {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
}

type Matcher = (now: Date) => boolean;

const FIELD_RANGES: readonly [number, number][] = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 7], // day of week (0 and 7: Sunday)
];

/** The values one cron field allows, or undefined when it cannot be read. */
function fieldValues(field: string, [min, max]: [number, number]): Set<number> | undefined {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const match = /^(\*|\d+)(?:-(\d+))?(?:\/(\d+))?$/.exec(part);
    if (!match) return undefined;
    const from = match[1] === '*' ? min : Number(match[1]);
    const to = match[1] === '*' ? max : match[2] !== undefined ? Number(match[2]) : match[3] ? max : from;
    const step = match[3] ? Number(match[3]) : 1;
    if (from < min || to > max || from > to || step < 1) return undefined;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** A matcher for five cron fields (in local time, as pg_cron uses the server's zone; UTC on Supabase). */
export function cronMatcher(schedule: string): Matcher | undefined {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const sets = fields.map((field, index) => fieldValues(field, FIELD_RANGES[index] as [number, number]));
  if (sets.some((set) => set === undefined)) return undefined;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  return (now) =>
    Boolean(
      minutes?.has(now.getMinutes()) &&
        hours?.has(now.getHours()) &&
        days?.has(now.getDate()) &&
        months?.has(now.getMonth() + 1) &&
        (weekdays?.has(now.getDay()) || (now.getDay() === 0 && weekdays?.has(7))),
    );
}

export class PgCronScheduler {
  private jobs: Job[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly lastRun = new Map<string, number>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void,
    private readonly tickMs = 1000,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.run((pg) => pg.listen('pg_cron_changed', () => void this.reload()));
    await this.reload();
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref?.();
  }

  private async reload(): Promise<void> {
    if (this.stopped) return;
    const result = await this.db
      .run((pg) =>
        pg.query<Job>(
          'select jobid::text, jobname, schedule, command from cron.job where active order by jobid',
        ),
      )
      .catch((error: unknown) => {
        this.log(`pg_cron: could not read cron.job: ${String(error)}`);
        return undefined;
      });
    if (result) this.jobs = result.rows;
  }

  private tick(): void {
    const now = new Date();
    for (const job of this.jobs) {
      if (this.running.has(job.jobid) || !this.due(job, now)) continue;
      this.lastRun.set(job.jobid, now.getTime());
      const run = this.db
        .run((pg) => pg.exec(job.command))
        .then(
          () => undefined,
          (error: unknown) =>
            this.log(
              `pg_cron job ${job.jobname ?? job.jobid} failed: ${error instanceof Error ? error.message : String(error)}`,
            ),
        )
        .finally(() => this.running.delete(job.jobid));
      this.running.set(job.jobid, run);
    }
  }

  private due(job: Job, now: Date): boolean {
    const last = this.lastRun.get(job.jobid);
    const seconds = /^\s*(\d+) seconds?\s*$/.exec(job.schedule);
    if (seconds)
      return last === undefined || now.getTime() - last >= Number(seconds[1]) * 1000 - this.tickMs / 2;
    const matches = cronMatcher(job.schedule);
    if (!matches?.(now)) return false;
    // Once per matching minute.
    return last === undefined || Math.floor(last / 60_000) !== Math.floor(now.getTime() / 60_000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await Promise.allSettled([...this.running.values()]);
  }
}
