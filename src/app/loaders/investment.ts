/**
 * The investment page's loader: the company's figures, and its facts as rows whose headings and
 * labels are the schema's titles (schemas/investment.ts), in the page's language.
 */
import investment from '@schemas/investment';
import page from '@schemas/pages/investment';
import { fieldTitle, titledTextRows } from '@/schema-kit/titled-values';
import { moneyAsText } from '../format-money';
import type { LoadArgs } from '../from-page';
import { loadSettings, readLocale } from '../settings-loader';

export default async ({ context, route }: LoadArgs) => {
  const [loaded, language] = await Promise.all([
    loadSettings(context, route.id, { investment, page }),
    readLocale(context, investment.key),
  ]);
  // Amounts of money are values; the page shows them as its language writes them.
  const settings = {
    ...loaded,
    investment: moneyAsText(investment.schema, loaded.investment, context.locale),
  };
  // Group headings and row labels are the schema's titles (schemas/investment.ts), in the page's
  // language from the entity's dictionary.
  const inLanguage = (title: string) => {
    const translated = language.dictionary?.[title];
    return typeof translated === 'string' ? translated : title;
  };
  const facts = Object.entries(investment.schema.entries).map(([key, group]) => ({
    group: inLanguage(fieldTitle(group, key)),
    rows: titledTextRows(group, settings.investment[key as keyof typeof settings.investment]).map(
      ([label, value]) => [inLanguage(label), value] as [string, string],
    ),
  }));
  return { ...settings, facts };
};
