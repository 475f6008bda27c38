/** The single administrator is identified by e-mail address only. */

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** True when `email`, trimmed and case-insensitively, is the configured admin address. */
export function isAdminEmail(email: string | null | undefined, adminEmail: string): boolean {
  if (!email) return false;
  const wanted = normalizeEmail(adminEmail);
  return wanted !== '' && normalizeEmail(email) === wanted;
}
