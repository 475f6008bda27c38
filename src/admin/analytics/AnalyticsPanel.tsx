/**
 * The Analytics tab: for the last 7, 30 or 90 days, visitors and page views per day (a chart),
 * the top pages with their views, leads and conversion, sources and campaigns with their leads,
 * English against Arabic, and devices. Each lead count opens the messages behind it in the Inbox;
 * Export CSV saves what is shown. Loaded with the tab only, charts included; the chart's code loads
 * beside the figures, so the tab shows them without waiting for it.
 */
import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { counted } from '../counted';
import type { LeadFilter } from '../inbox/lead-origin';
import { languageName } from '../language-names';
import {
  conversion,
  fetchReport,
  PERIODS,
  type Period,
  type Report,
  type Row,
  reportCsv,
} from './analytics-data';
import VisitsChart from './VisitsChart';

const TABLES = {
  pages: 'Top pages',
  sources: 'Sources',
  campaigns: 'Campaigns',
  languages: 'Languages',
  devices: 'Devices',
} as const;

/** A lead count that opens its messages in the Inbox, or a plain 0. */
function LeadCount({ count, filter, what }: { count: number; filter?: LeadFilter; what: string }) {
  if (count === 0 || !filter) return <>{count}</>;
  return (
    <Link
      to="/admin"
      search={{ tab: 'inbox', ...filter }}
      aria-label={`${counted(count, 'lead', 'leads')} ${what}`}
    >
      {count}
    </Link>
  );
}

function FigureTable({
  caption,
  rows,
  label,
  show = (name) => name || '(not recorded)',
  leads,
  withConversion = false,
}: {
  caption: string;
  rows: Row[];
  label: string;
  show?: (name: string) => string;
  /** How a row's leads are found in the Inbox; none: no leads column. */
  leads?: (row: Row) => { filter?: LeadFilter; what: string };
  withConversion?: boolean;
}) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        {caption}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing in this period.
        </Text>
      ) : (
        // Native scrolling on a focusable region: a keyboard user can scroll a table wider than a phone.
        <Table.ScrollContainer type="native" minWidth={360} tabIndex={0} role="region" aria-label={caption}>
          <Table
            striped
            aria-label={caption}
            data-testid={`analytics-${caption.toLowerCase().replace(' ', '-')}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{label}</Table.Th>
                <Table.Th>Visitors</Table.Th>
                <Table.Th>Page views</Table.Th>
                {leads ? <Table.Th>Leads</Table.Th> : null}
                {withConversion ? <Table.Th>Conversion</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const link = leads?.(row);
                return (
                  <Table.Tr key={row.name}>
                    <Table.Td>
                      <bdi>{show(row.name)}</bdi>
                    </Table.Td>
                    <Table.Td>{row.visitors}</Table.Td>
                    <Table.Td>{row.views}</Table.Td>
                    {link ? (
                      <Table.Td>
                        <LeadCount count={row.leads} filter={link.filter} what={link.what} />
                      </Table.Td>
                    ) : null}
                    {withConversion ? <Table.Td>{conversion(row)}</Table.Td> : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export default function AnalyticsPanel({ client }: { client: SupabaseClient }) {
  const [period, setPeriod] = useState<Period>(30);
  const [report, setReport] = useState<Report>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let current = true;
    setReport(undefined);
    fetchReport(client, period).then(
      (next) => {
        if (!current) return;
        setReport(next);
        setProblem(undefined);
      },
      (error: unknown) => current && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [client, period]);

  const exportCsv = () => {
    if (!report) return;
    const url = URL.createObjectURL(
      new Blob([reportCsv(report, TABLES)], { type: 'text/csv;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `connectia-analytics-${period}-days-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="md">
      <Title order={2}>Analytics</Title>
      <Text size="sm" c="dimmed">
        Counted without cookies: a visitor is one browser on one day. The owner's own visits, robots and
        browsers that ask not to be tracked are not counted.
      </Text>
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Period"
          value={String(period)}
          onChange={(value) => setPeriod(Number(value) as Period)}
          data={PERIODS.map((days) => ({ value: String(days), label: `Last ${days} days` }))}
        />
        <Button variant="default" onClick={exportCsv} disabled={!report}>
          Export CSV
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" title="The figures could not be loaded">
          {problem}
        </Alert>
      ) : !report ? (
        <Loader aria-label="Loading the figures" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="analytics-totals">
            {(
              [
                ['Visitors', report.totals.visitors],
                ['Page views', report.totals.views],
                ['Leads', report.totals.leads],
              ] as const
            ).map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text size="xl" fw={700} aria-label={`${label}: ${value}`}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <VisitsChart days={report.days} />
          <FigureTable
            caption={TABLES.pages}
            label="Page"
            rows={report.pages}
            withConversion
            leads={(row) => ({ filter: { firstPage: row.name }, what: `whose first page is ${row.name}` })}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FigureTable
              caption={TABLES.sources}
              label="Source"
              rows={report.sources}
              leads={(row) => ({ filter: { source: row.name }, what: `from ${row.name}` })}
            />
            <FigureTable
              caption={TABLES.campaigns}
              label="Campaign"
              rows={report.campaigns}
              leads={(row) => ({ filter: { campaign: row.name }, what: `of the campaign ${row.name}` })}
            />
            <FigureTable
              caption={TABLES.languages}
              label="Language"
              rows={report.languages}
              show={languageName}
              leads={() => ({ what: '' })}
            />
            <FigureTable caption={TABLES.devices} label="Device" rows={report.devices} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
