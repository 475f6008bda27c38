/**
 * renderBlocks: the map from kind to component is checked by the compiler (a kind without a
 * component, or a component for a kind the field lacks, does not compile), each component gets its
 * own row type, and rows are keyed by their ids.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/components/blocks/render-blocks';
import type { BlockOf } from '@/schema-kit/fields';
import { sections } from '../schemas/blocks-fixture';

type Rows = v.InferOutput<typeof sections>;

const Hero = ({ block }: { block: BlockOf<typeof sections, 'hero'> }) => <h1>{block.title}</h1>;
const Text = ({ block }: { block: BlockOf<typeof sections, 'text'> }) => <p>{block.body}</p>;
const Cta = ({ block }: { block: BlockOf<typeof sections, 'cta'> }) => <a href={block.href}>{block.label}</a>;

const rows: Rows = v.parse(sections, [
  { id: 'h', kind: 'hero', title: 'Welcome', tall: false },
  { id: 't', kind: 'text', body: 'We build.' },
  { id: 'c', kind: 'cta', label: 'Talk to us', href: '/contact' },
]);

describe('renderBlocks', () => {
  it('renders each row with its kind component, keyed by its id', () => {
    const elements = renderBlocks(rows, { hero: Hero, text: Text, cta: Cta });
    expect(elements.map((element: ReactElement) => element.key)).toEqual(['h', 't', 'c']);
    expect(renderToStaticMarkup(<div>{elements}</div>)).toBe(
      '<div><h1>Welcome</h1><p>We build.</p><a href="/contact">Talk to us</a></div>',
    );
  });

  it('does not compile with a kind left out, a wrong component or an unknown kind', () => {
    // @ts-expect-error the call to action has no component
    renderBlocks(rows, { hero: Hero, text: Text });
    // @ts-expect-error the hero's component is given the text block
    renderBlocks(rows, { hero: Text, text: Text, cta: Cta });
    // @ts-expect-error the field has no video block
    renderBlocks(rows, { hero: Hero, text: Text, cta: Cta, video: Hero });
    expect(true).toBe(true);
  });
});
