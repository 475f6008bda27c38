// @vitest-environment jsdom
/**
 * An editor stays quick at any size because it mounts only what the owner opened: a generated value
 * ten times today's largest (a list and a blocks field of 100 rows, a group of 300 fields, and a
 * contact form of 28 services with 23 questions each) mounts a bounded number of form controls, a
 * row or group mounts its fields when it opens, and a refused value inside a closed row or group
 * opens it at Save with the message naming the field.
 */
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { polyfillDom, renderAdmin } from './helpers';

beforeAll(polyfillDom);
afterEach(() => {
  cleanup();
  notifications.clean();
});

const ROWS = 100;
const GROUP_FIELDS = 300;
const SERVICES = 28;
const QUESTIONS = 23;

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const row = {
  title: f.text('Title', 'Row', { required: true, maxLength: 80 }),
  text: f.textarea('Text', ''),
  href: f.url('Link', '/'),
  links: f.list('Links', { label: f.text('Label', 'Link', { required: true }) }, [], { summary: 'label' }),
};

const question = {
  label: f.text('Question', 'Question', { required: true, maxLength: 120 }),
  type: f.select('Answer', ['select', 'text'], 'text'),
  choices: f.tags('Choices', []),
};

const service = (n: number) =>
  f.group(
    `?service=s${n}`,
    {
      heading: f.text('Heading', `Service ${n}`, { required: true }),
      description: f.textarea('Description', ''),
      questions: f.list(
        'Questions',
        question,
        range(QUESTIONS).map((q) => ({ label: `Service ${n} question ${q}`, type: 'text', choices: [] })),
        { summary: 'label', maxItems: 1000 },
      ),
    },
    { summary: 'heading' },
  );

const large = defineEntity({
  key: 'large-values',
  title: 'Large values',
  tab: { key: 'large-values', label: 'Large values', order: 99 },
  saveMessage: 'Large values saved!',
  schema: v.object({
    rows: f.list(
      'Rows',
      row,
      range(ROWS).map((n) => ({ title: `Row ${n}`, text: 'x', href: '/', links: [{ label: `Link ${n}` }] })),
      { summary: 'title', maxItems: 1000 },
    ),
    sections: f.blocks(
      'Sections',
      {
        text: f.block('Text', { heading: f.text('Heading', '', { required: true }) }, { summary: 'heading' }),
      },
      range(ROWS).map((n) => ({ id: `b${n}`, kind: 'text' as const, heading: `Section ${n}` })),
      { max: 1000 },
    ),
    many: f.group(
      'Many fields',
      Object.fromEntries(range(GROUP_FIELDS).map((n) => [`field${n}`, f.text(`Field ${n}`, `value ${n}`)])),
    ),
    services: f.group('By service', Object.fromEntries(range(SERVICES).map((n) => [`s${n}`, service(n)]))),
  }),
});

/** Every mounted form control (text boxes, text areas, selects, switches, tag inputs). */
const controls = () => document.querySelectorAll('input, textarea, select').length;
const MOST_CONTROLS = 150;

const disclosure = (name: string) => screen.getByRole('button', { name: `Edit ${name}` });

async function renderLarge() {
  renderAdmin(<EntityEditor entity={large} submitLabel="Save Large Values" />);
  return screen.findByRole('region', { name: 'Rows' });
}

// jsdom draws these editors far slower than a browser (20-30 s on a slow machine, where Chromium
// takes well under a second): the limit is jsdom's, the bound on mounted controls is what is tested.
vi.setConfig({ testTimeout: 55_000 });

it('mounts a bounded number of controls whatever the size, and a row its fields when it opens', async () => {
  const rows = await renderLarge();
  // Rows are drawn a page at a time, closed.
  expect(within(rows).getAllByRole('listitem')).toHaveLength(20);
  expect(within(screen.getByRole('region', { name: 'Sections' })).getAllByRole('listitem')).toHaveLength(20);
  expect(controls()).toBeLessThan(MOST_CONTROLS);
  expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();

  fireEvent.click(within(rows).getByRole('button', { name: 'Show 20 more (20 of 100 shown)' }));
  expect(within(rows).getAllByRole('listitem')).toHaveLength(40);
  const toggle = disclosure('Row 37');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const opened = within(rows).getByRole('listitem', { name: 'Row 37' });
  expect(within(opened).getByRole('textbox', { name: 'Title' })).toHaveValue('Row 37');
  // Its own list's rows stay closed until opened.
  expect(within(opened).queryByRole('textbox', { name: 'Label' })).toBeNull();

  fireEvent.click(disclosure('Text: Section 12'));
  expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveValue('Section 12');

  // The group of many fields opens to its fields on request.
  expect(screen.queryByRole('textbox', { name: 'Field 1' })).toBeNull();
  fireEvent.click(disclosure('Many fields'));
  expect(screen.getByRole('textbox', { name: 'Field 30' })).toHaveValue('value 30');
  expect(screen.queryByRole('textbox', { name: 'Field 31' })).toBeNull();
  fireEvent.click(disclosure('Many fields'));
  expect(screen.queryByRole('textbox', { name: 'Field 1' })).toBeNull();
  expect(controls()).toBeLessThan(MOST_CONTROLS);
});

it('shows the contact form one service at a time, its questions folded', async () => {
  await renderLarge();
  fireEvent.click(disclosure('By service'));
  const services = screen.getByRole('region', { name: 'By service' });
  expect(
    within(services).getAllByRole('button', { name: /^Edit \?service=s\d+: Service \d+$/ }),
  ).toHaveLength(SERVICES);
  expect(controls()).toBeLessThan(MOST_CONTROLS);
  fireEvent.click(disclosure('?service=s12: Service 12'));
  const twelve = screen.getByRole('region', { name: '?service=s12' });
  expect(within(twelve).getByRole('textbox', { name: /^Heading/ })).toHaveValue('Service 12');
  expect(within(twelve).getAllByRole('listitem')).toHaveLength(20);
  expect(controls()).toBeLessThan(MOST_CONTROLS);
  fireEvent.click(disclosure('Service 12 question 7'));
  expect(within(twelve).getByRole('textbox', { name: /^Question/ })).toHaveValue('Service 12 question 7');
});

it('opens a closed row and a closed group whose value is refused at Save, with the message naming the field', async () => {
  const rows = await renderLarge();
  // A row's title and a service's heading emptied (the messages show), then both closed.
  fireEvent.click(disclosure('Row 15'));
  const row = within(rows).getByRole('listitem', { name: 'Row 15' });
  fireEvent.change(within(row).getByRole('textbox', { name: 'Title' }), { target: { value: '' } });
  const emptied = within(rows).getByRole('listitem', { name: 'Rows item 15' });
  expect(await within(emptied).findByText('Title is required.')).toBeInTheDocument();
  fireEvent.click(disclosure('By service'));
  fireEvent.click(disclosure('?service=s3: Service 3'));
  const three = screen.getByRole('region', { name: '?service=s3' });
  fireEvent.change(within(three).getByRole('textbox', { name: /^Heading/ }), { target: { value: '' } });
  expect(await within(three).findByText('Heading is required.')).toBeInTheDocument();
  fireEvent.click(disclosure('Rows item 15'));
  fireEvent.click(disclosure('?service=s3'));
  fireEvent.click(disclosure('By service'));
  expect(within(emptied).queryByRole('textbox', { name: 'Title' })).toBeNull();
  expect(screen.queryByText('Heading is required.')).toBeNull();
  expect(screen.queryByText('Title is required.')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Save Large Values' }));
  await waitFor(() => expect(disclosure('Rows item 15')).toHaveAttribute('aria-expanded', 'true'));
  expect(within(emptied).getByText('Title is required.')).toBeInTheDocument();
  await waitFor(() => expect(disclosure('?service=s3')).toHaveAttribute('aria-expanded', 'true'));
  expect(
    within(screen.getByRole('region', { name: '?service=s3' })).getByText('Heading is required.'),
  ).toBeInTheDocument();
  expect(controls()).toBeLessThan(MOST_CONTROLS);
});
