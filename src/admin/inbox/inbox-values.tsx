/**
 * How the Inbox shows a row's values. A visitor writes in either script, and may type direction
 * characters (a name like U+202E 'gnp.exe', which reads 'exe.png'): each value they typed is shown
 * inside a <bdi> of its own, whose direction is its own, so it never reorders the labels,
 * punctuation or other values around it, and every direction control in it is a visible mark
 * ('⟨U+202E⟩') instead of a silent reversal.
 */
import { Badge } from '@mantine/core';
import { DEFAULT_LOCALE } from '@/schema-kit/locales';
import { controlMark, markBidiControls } from '../../../supabase/functions/_shared/bidi-controls';
import { languageName } from '../language-names';
import type { InboxRow } from './inbox-data';
import type { InboxField, Line } from './inbox-lists';

export const dateText = (value: unknown) =>
  typeof value === 'string' && value
    ? new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
    : '';

/** A value as text: a date in the owner's words, anything else as stored. */
export function showValue(field: InboxField, value: unknown): string {
  if (field.kind === 'date') return dateText(value);
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Text the visitor typed, isolated from what surrounds it, its direction controls shown as marks. */
export const Typed = ({ text }: { text: string }) => (
  <bdi>
    {markBidiControls(text).map((part, index) =>
      typeof part === 'string' ? (
        part
      ) : (
        <mark
          // The parts of a value never move, so their places identify them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          style={{ paddingInline: 2, borderRadius: 4 }}
          title={`Hidden direction character ${part.control}`}
        >
          {controlMark(part.control)}
        </mark>
      ),
    )}
  </bdi>
);

/** Our words and the visitor's values, each of theirs isolated. */
export const TypedLine = ({ line }: { line: Line }) =>
  line.map((part, index) =>
    // The parts of a line never move, so their places identify them.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    typeof part === 'string' ? part : <Typed key={index} text={part.typed} />,
  );

/**
 * A badge's word is never cut: a table squeezes its narrow columns down to their smallest width,
 * which for a badge (its label ellipsed) would otherwise be a few letters ('NE…').
 */
const whole = { root: { minWidth: 'max-content', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

/** The language of the page a message was sent from, as a badge ('Arabic', 'English'): the default's grey. */
export const LanguageBadge = ({ locale }: { locale: unknown }) => (
  <Badge color={locale && locale !== DEFAULT_LOCALE ? 'grape' : 'gray'} variant="light" styles={whole}>
    {languageName(locale)}
  </Badge>
);

/** One value of a row in the list: its status or language as a badge, a date, or the visitor's text. */
export function InboxCell({ field, row }: { field: InboxField; row: InboxRow }) {
  const value = row[field.key];
  if (field.key === 'status')
    return (
      <Badge color={value === 'new' ? 'brand' : 'gray'} variant="light" styles={whole}>
        {value === 'new' ? 'New' : 'Handled'}
      </Badge>
    );
  if (field.kind === 'language') return <LanguageBadge locale={value} />;
  const text = showValue(field, value);
  if (field.kind === 'date' || !text) return text;
  return <Typed text={text} />;
}
