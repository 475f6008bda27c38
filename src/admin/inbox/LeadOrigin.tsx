/**
 * One line under a message: where the visit that sent it began. 'First page /services/cloud · from
 * linkedin.com · campaign ramadan-offer', and the page the form was on when it differs. The values
 * came from the visitor's browser, so each is isolated like everything else they sent.
 */
import { Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Typed } from './inbox-values';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function LeadOrigin({ row }: { row: Record<string, unknown> }) {
  const firstPage = text(row.first_page);
  const sentFrom = text(row.sent_from);
  const from = text(row.utm_source) || text(row.referrer_host);
  const campaign = text(row.utm_campaign);
  const parts: ReactNode[] = [];
  if (firstPage)
    parts.push(
      <>
        First page <Typed text={firstPage} />
      </>,
    );
  if (from)
    parts.push(
      <>
        from <Typed text={from} />
      </>,
    );
  if (campaign)
    parts.push(
      <>
        campaign <Typed text={campaign} />
      </>,
    );
  if (sentFrom && sentFrom !== firstPage)
    parts.push(
      <>
        sent from <Typed text={sentFrom} />
      </>,
    );
  if (!parts.length) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="lead-origin">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed in order
        <Fragment key={index}>
          {index ? ' · ' : null}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
