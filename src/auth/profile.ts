/**
 * After a magic-link sign-in, make sure the user has a profiles
 * row; the admin address gets role 'admin', everybody else 'user'; an admin row that somehow lost
 * its role is promoted back. Failures are only logged (console.warn) and never change the UI.
 */
import { isAdminEmail } from './admin-email';

export interface ProfileRow {
  id: string;
  email: string;
  role: string;
}

interface DbError {
  message: string;
}

/** The three profile calls the rule above makes, as a tiny port so tests can pass a fake. */
export interface ProfilesPort {
  /** select … from profiles where id = … (maybeSingle) */
  find(id: string): PromiseLike<{ data: ProfileRow | null; error: DbError | null }>;
  /** insert into profiles (id, email, role) */
  insert(row: ProfileRow): PromiseLike<{ error: DbError | null }>;
  /** update profiles set role = 'admin' where id = … */
  promote(id: string): PromiseLike<{ error: DbError | null }>;
}

export type ProfileOutcome = 'created' | 'promoted' | 'unchanged' | 'failed';

export async function ensureProfile(
  profiles: ProfilesPort,
  user: { id: string; email?: string | null },
  adminEmail: string,
  warn: (...args: unknown[]) => void = console.warn,
): Promise<ProfileOutcome> {
  const email = user.email ?? '';
  const isAdmin = isAdminEmail(email, adminEmail);
  try {
    const found = await profiles.find(user.id);
    if (found.error) {
      warn('Profile lookup failed:', found.error.message);
      return 'failed';
    }
    if (!found.data) {
      const inserted = await profiles.insert({ id: user.id, email, role: isAdmin ? 'admin' : 'user' });
      if (inserted.error) {
        warn('Profile insert failed:', inserted.error.message);
        return 'failed';
      }
      return 'created';
    }
    if (isAdmin && found.data.role !== 'admin') {
      const updated = await profiles.promote(user.id);
      if (updated.error) {
        warn('Profile update failed:', updated.error.message);
        return 'failed';
      }
      return 'promoted';
    }
    return 'unchanged';
  } catch (error) {
    warn('Profile check failed:', error);
    return 'failed';
  }
}
