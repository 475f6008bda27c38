/**
 * The schema's check that an edit keeps a text's placeholders (./template.ts). A text with
 * placeholders is read as an ICU message, so '{minutes, plural, one {…} other {…}}' keeps
 * {minutes} as surely as '{minutes} min read' does, and a message that cannot be read (a brace left
 * open, a plural without 'other') is refused with the parser's reason.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import * as v from 'valibot';

/** The argument names a message uses, each once, sorted; or why it cannot be read. */
export function messageArguments(text: string): { names: string[] } | { problem: string } {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text, { requiresOtherClause: true });
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const names = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        walk(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(elements);
  return { names: [...names].sort() };
}

/**
 * A value keeps the `names` placeholders and adds none, so what the component fills in is there
 * (always true without names).
 */
export function keepsPlaceholders(title: string, names: readonly string[]) {
  const wanted = [...names].sort().join();
  const keep = `${title} must keep ${names.map((name) => `{${name}}`).join(' and ')}, and no other {…}: the page puts ${names.length > 1 ? 'their values' : 'a value'} there.`;
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!wanted || !dataset.typed) return;
    const read = messageArguments(dataset.value);
    if ('problem' in read) addIssue({ message: `${title} cannot be read as a message: ${read.problem}.` });
    else if (read.names.join() !== wanted) addIssue({ message: keep });
  });
}
