import { useState } from 'react';
import { TableCell, TableRow } from '@fluentui/react-components';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { DataTable } from './DataTable';
import { SortableTable } from './SortableTable';
import { SortHeaderCell } from './SortHeaderCell';
import { VirtualTable } from './VirtualTable';

const metros = [
  { name: 'Oslo', ms: 31 },
  { name: 'Amsterdam', ms: 12 },
  { name: 'Lisbon', ms: 48 },
];

/** A table sorted by the column whose header was clicked last, as the app's pages sort theirs. */
function MetroTable() {
  const [sort, setSort] = useState<{ by: 'name' | 'ms'; dir: 'ascending' | 'descending' }>({
    by: 'name',
    dir: 'ascending',
  });
  const toggle = (by: 'name' | 'ms') =>
    setSort((s) => ({ by, dir: s.by === by && s.dir === 'ascending' ? 'descending' : 'ascending' }));
  const rows = [...metros].sort((a, b) => {
    const order = sort.by === 'name' ? a.name.localeCompare(b.name) : a.ms - b.ms;
    return sort.dir === 'ascending' ? order : -order;
  });
  const dir = (by: 'name' | 'ms') => (sort.by === by ? sort.dir : undefined);
  return (
    <SortableTable
      label="Metros"
      header={
        <>
          <SortHeaderCell direction={dir('name')} onSort={() => toggle('name')}>
            Metro
          </SortHeaderCell>
          <SortHeaderCell direction={dir('ms')} onSort={() => toggle('ms')} sortLabel="Sort by latency">
            Latency
          </SortHeaderCell>
        </>
      }
    >
      {rows.map((m) => (
        <TableRow key={m.name}>
          <TableCell>{m.name}</TableCell>
          <TableCell>{m.ms}</TableCell>
        </TableRow>
      ))}
    </SortableTable>
  );
}

const firstColumn = () =>
  within(screen.getByRole('table', { name: 'Metros' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('the table family', () => {
  it('names a read-only table and its keyboard-scrollable region by the label', () => {
    renderPage(
      <DataTable
        label="Outages"
        columns={['Metro', 'Minutes']}
        rows={[{ key: 'o', cells: ['Oslo', { content: '12', data: { 'data-minutes': '12' } }] }]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Outages' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Outages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Metro', 'Minutes']);
    expect(table.querySelector('[data-minutes="12"]')?.textContent).toBe('12');
  });

  it('sorts by the clicked header, shows the direction as aria-sort and turns it on a second click', async () => {
    const { user } = renderPage(<MetroTable />);
    expect(firstColumn()).toEqual(['Amsterdam', 'Lisbon', 'Oslo']);
    expect(screen.getByRole('columnheader', { name: /Metro/ }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Sort by latency' }));
    expect(firstColumn()).toEqual(['Amsterdam', 'Oslo', 'Lisbon']);
    expect(screen.getByRole('columnheader', { name: /Latency/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Metro/ }).getAttribute('aria-sort')).toBe('none');

    await user.click(screen.getByRole('button', { name: 'Sort by latency' }));
    expect(firstColumn()).toEqual(['Lisbon', 'Oslo', 'Amsterdam']);
    expect(screen.getByRole('columnheader', { name: /Latency/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('renders only the rows in view of a long list and asks for more near its end', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: `fqdn-${i}`, name: `host${i}.example.com` }));
    const nearEnd = vi.fn();
    renderPage(
      <VirtualTable
        label="FQDNs"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', header: 'Name', width: '1fr', render: (r) => <a href={`#${r.id}`}>{r.name}</a> },
        ]}
        maxHeight={400}
        onNearEnd={nearEnd}
      />,
    );
    const table = screen.getByRole('table', { name: 'FQDNs' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const shown = within(table).getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(40);
    expect(nearEnd).not.toHaveBeenCalled();

    const body = within(table).getAllByRole('rowgroup')[1]!;
    body.scrollTop = 4990 * 40;
    fireEvent.scroll(body);
    expect(screen.getByText('host4999.example.com')).toBeTruthy();
    expect(screen.queryByText('host0.example.com')).toBeNull();
    expect(nearEnd).toHaveBeenCalled();
  });
});
