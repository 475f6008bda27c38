import { describe, expect, it } from 'vitest';
import { isAdminEmail, normalizeEmail } from '@/auth/admin-email';

describe('isAdminEmail', () => {
  const admin = 'admin@example.com';

  it('accepts the admin address, trimmed and in any case', () => {
    expect(isAdminEmail('admin@example.com', admin)).toBe(true);
    expect(isAdminEmail('  Admin@Example.COM ', admin)).toBe(true);
    expect(isAdminEmail('admin@example.com', '  ADMIN@example.com ')).toBe(true);
  });

  it('refuses every other address and empty input', () => {
    expect(isAdminEmail('eve@example.com', admin)).toBe(false);
    expect(isAdminEmail('admin@example.com.evil', admin)).toBe(false);
    expect(isAdminEmail('admin @example.com', admin)).toBe(false);
    expect(isAdminEmail('', admin)).toBe(false);
    expect(isAdminEmail(null, admin)).toBe(false);
    expect(isAdminEmail(undefined, admin)).toBe(false);
    expect(isAdminEmail('   ', '   ')).toBe(false);
  });

  it('normalizes for sending', () => {
    expect(normalizeEmail(' Admin@Example.com ')).toBe('admin@example.com');
  });
});
