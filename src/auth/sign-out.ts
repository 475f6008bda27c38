// CONTRACT STUB (replaced by the sign-in work, issue 5): signs the admin out of Supabase.
export async function signOut(): Promise<void> {}
