import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './table';

interface Row {
  id: string;
  name: string;
  kits: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Solar Cars', kits: 4 },
  { id: 'b', name: 'Bridges', kits: 12 },
];
const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Project', cell: (row) => row.name },
  { id: 'kits', header: 'Kits', align: 'end', cellClassName: 'tabular-nums', cell: (row) => row.kits },
  { id: 'actions', header: 'Actions', hideHeader: true, cell: (row) => <button type="button">{row.id}</button> },
];

const CAPTION = 'Projects';
const html = (element: ReactElement) => renderToStaticMarkup(element);

describe('Table', () => {
  it('names the table by its caption and heads every column with scope="col"', () => {
    const out = html(<Table caption={CAPTION} columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(out).toContain('<caption class="sr-only">Projects</caption>');
    expect(out.match(/<th scope="col"/g)).toHaveLength(3);
    // A hidden heading is still the column's name for screen readers.
    expect(out).toContain('<span class="sr-only">Actions</span>');
    expect(out.match(/<tr class="hover:bg-slate-50">/g)).toHaveLength(2);
  });

  it('lines figures up at the end, heading and cells alike', () => {
    const out = html(<Table caption={CAPTION} columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(out).toContain('<th scope="col" class="px-4 py-3 font-medium text-end">Kits</th>');
    expect(out).toContain('<td class="px-4 py-3 text-end tabular-nums">12</td>');
  });

  it('makes row headers of a column that names its rows', () => {
    const named: TableColumn<Row>[] = [{ ...columns[0]!, rowHeader: true }, columns[1]!];
    const out = html(<Table caption={CAPTION} columns={named} rows={rows} rowKey={(row) => row.id} />);
    expect(out).toContain('<th scope="row" class="px-4 py-3 text-start">Solar Cars</th>');
  });

  it('is named by a heading instead of a caption when it sits under one', () => {
    const out = html(<Table labelledBy="counts" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(out).not.toContain('<caption');
    expect(out).toContain('<table class="w-full text-start text-sm" aria-labelledby="counts">');
  });

  it('shows one card per row below the breakpoint, in a list named like the table', () => {
    const out = html(
      <Table
        caption={CAPTION}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowClassName={(row) => row.kits > 10 && 'bg-primary-50/60'}
        cards={{ from: 'md', card: (row) => <p>{row.name}</p>, cardClassName: (row) => row.kits > 10 && 'border-primary-300' }}
      />,
    );
    expect(out).toContain('class="overflow-x-auto rounded-xl border border-slate-200 bg-white hidden md:block"');
    expect(out).toContain('<ul aria-label="Projects" class="space-y-3 md:hidden">');
    expect(out).toContain('<li class="rounded-xl border border-slate-200 bg-white p-4 border-primary-300"><p>Bridges</p></li>');
    expect(out).toContain('<tr class="hover:bg-slate-50 bg-primary-50/60">');
  });
});
