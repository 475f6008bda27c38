/** The errors the settings adapter gives its callers; each carries a message fit to show the site owner. */

export class StorageQuotaError extends Error {
  override readonly name = 'StorageQuotaError';
  constructor(readonly entityKey: string) {
    super(
      "The browser's storage for this site is full, so these changes were not saved. Your previous settings are unchanged. Remove images you no longer use (for example old logos) and try again.",
    );
  }
}

export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(readonly entityKey: string) {
    super(
      'This browser does not allow the site to store settings (private mode or blocked storage), so nothing was saved.',
    );
  }
}

/** A source that lives on a server could not be reached or refused; the message says which. */
export class SettingsUnavailableError extends Error {
  override readonly name = 'SettingsUnavailableError';
  constructor(
    readonly entityKey: string,
    reason: string,
  ) {
    super(reason);
  }
}

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException))
    return false;
  const { name, code } = error as DOMException;
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}
