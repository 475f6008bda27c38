/** The address the public forms' messages point visitors to when the footer gives none. */
export const FALLBACK_EMAIL = 'hello@connectia.ae';
