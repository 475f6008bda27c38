/**
 * LOCAL DEVELOPMENT ONLY. These are the well-known demo values that `supabase start` (Supabase CLI)
 * also prints. They protect nothing: never use them for a deployed project.
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** HS256 JWT `{"iss":"supabase-demo","role":"anon","exp":1983812996}` signed with DEFAULT_JWT_SECRET. */
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEFAULT_API_PORT = 54321;
export const DEFAULT_MAIL_PORT = 54324;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_SITE_URL = 'http://127.0.0.1:5173';
