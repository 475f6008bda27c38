/**
 * Sign-in configuration, read from Vite's env at build time. Imported only by admin routes (through
 * ./client), so public pages never carry it. The defaults point at the local Supabase stand-in.
 */
import { DEFAULT_ANON_KEY } from '../../supabase/local/defaults';

export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ADMIN_EMAIL = 'admin@example.com';

const env = (name: string): string | undefined => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export const authConfig = {
  supabaseUrl: env('VITE_SUPABASE_URL') ?? LOCAL_SUPABASE_URL,
  anonKey: env('VITE_SUPABASE_ANON_KEY') ?? DEFAULT_ANON_KEY,
  adminEmail: env('VITE_ADMIN_EMAIL') ?? LOCAL_ADMIN_EMAIL,
} as const;
