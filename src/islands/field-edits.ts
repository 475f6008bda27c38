/** Which fields of an island the visitor changed from their prerendered values. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose value is free text (or a date): the ones a visitor can type into. */
const TYPED = /^(?:text|email|tel|url|search|password|number|date|datetime-local|month|week|time)$/;

function defaultIndex(select: HTMLSelectElement): number {
  const index = [...select.options].findIndex((option) => option.defaultSelected);
  return index === -1 && !select.multiple ? 0 : index;
}

export function isEdited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return field.selectedIndex !== defaultIndex(field);
  if (field instanceof HTMLInputElement && field.type === 'file') return Boolean(field.files?.length);
  if (field instanceof HTMLInputElement && !TYPED.test(field.type)) return false;
  return field.value !== field.defaultValue;
}

export function fields(container: HTMLElement): Field[] {
  return [...container.querySelectorAll<Field>('input, textarea, select')];
}

export function hasEdits(container: HTMLElement): boolean {
  return fields(container).some(isEdited);
}
