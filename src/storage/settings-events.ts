/**
 * The two same-tab notifications of the spec, named once: the admin's Apply Changes on branding
 * announces `logo-updated`, and Apply Font Changes announces `fonts-updated` with the settings.
 * The public logo re-reads the branding settings on the first (createLocalSource); SiteFonts applies
 * the second at once.
 */
export const LOGO_UPDATED_EVENT = 'connectia:logo-updated';
export const FONTS_UPDATED_EVENT = 'connectia:fonts-updated';

/** Spec: the logo re-reads stored settings 100 ms after a logo-updated event. */
export const LOGO_EVENT_DELAY_MS = 100;

export const announceLogoUpdated = (target: Window = window) =>
  target.dispatchEvent(new CustomEvent(LOGO_UPDATED_EVENT));

export const announceFontsUpdated = <T extends object>(settings: T, target: Window = window) =>
  target.dispatchEvent(new CustomEvent(FONTS_UPDATED_EVENT, { detail: settings }));
