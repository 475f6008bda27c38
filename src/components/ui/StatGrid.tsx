/** A row of headline figures: value over label. */
import { SimpleGrid, Text } from '@mantine/core';
import './ui.css';

export interface Stat {
  value: string;
  label: string;
}

export function StatGrid({
  items,
  tone = 'light',
  cols = 4,
}: {
  items: readonly Stat[];
  tone?: 'light' | 'dark';
  cols?: 2 | 3 | 4;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} spacing="lg" component="dl" m={0}>
      {items.map((item) => (
        <div key={item.label} style={{ textAlign: 'center' }}>
          <Text component="dd" m={0} className="cp-stat__value" c={tone === 'dark' ? 'white' : 'brand.9'}>
            {item.value}
          </Text>
          <Text component="dt" fw={500} c={tone === 'dark' ? 'gray.2' : 'gray.7'} style={{ order: 2 }}>
            {item.label}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
