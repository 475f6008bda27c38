import type * as v from 'valibot';

/** Where a valibot issue points, as a dotted path ("company.email", "items.2.title"); "" for the root. */
export const issuePath = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? []).map((item) => String(item.key)).join('.');
