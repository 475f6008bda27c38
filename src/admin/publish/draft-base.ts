/**
 * Which published version a draft was made from, per entity, kept next to the draft in
 * localStorage (`connectia:draft-base:<entity key>`). Publish sends that version + 1, so the
 * database can refuse it when someone published in between (another tab or device).
 */
import { PRODUCT_PREFIX } from '@/storage/settings-source';

const keyOf = (entityKey: string) => `${PRODUCT_PREFIX}draft-base:${entityKey}`;

export function draftBase(entityKey: string): number | undefined {
  try {
    const raw = localStorage.getItem(keyOf(entityKey));
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(value) && value >= 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function setDraftBase(entityKey: string, version: number): void {
  try {
    localStorage.setItem(keyOf(entityKey), String(version));
  } catch {
    // Storage unavailable: publish then compares with the version known now.
  }
}

export function clearDraftBase(entityKey: string): void {
  try {
    localStorage.removeItem(keyOf(entityKey));
  } catch {
    // Nothing stored.
  }
}
