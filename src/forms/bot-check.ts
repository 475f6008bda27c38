/**
 * Quiet bot filters for the public forms: a honeypot field people never see or fill, and a
 * minimum time between the form appearing and its sending. A bot that trips either is shown the
 * usual confirmation and nothing is sent.
 */

/** The honeypot input's name: plausible to a bot, hidden from people and assistive technology. */
export const HONEYPOT_FIELD = 'website';

/** Nobody fills in a form this fast. */
export const MIN_FILL_MS = 2500;

export function looksAutomated(honeypot: string, shownAt: number, now: number): boolean {
  return honeypot.trim() !== '' || now - shownAt < MIN_FILL_MS;
}
