// The CSV download every staff export uses: RFC 4180 quoting, BOM, CRLF, formula cells neutralised.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, sendCsv } from '@server/features/exports/csv-reply';

describe('CSV downloads', () => {
  it('neutralises cells a spreadsheet would run as formulas, and leaves numbers and plain text', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(neutraliseCell('+1')).toBe("'+1");
    expect(neutraliseCell('-1')).toBe("'-1");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\tx')).toBe("'\tx");
    expect(neutraliseCell(-3)).toBe('-3');
    expect(neutraliseCell('Lincoln ES')).toBe('Lincoln ES');
    expect(neutraliseCell(null)).toBe('');
  });

  it('streams a BOM, CRLF rows and quotes fields with commas, quotes and line breaks', async () => {
    const app = Fastify();
    app.get('/x.csv', (_request, reply) =>
      sendCsv(
        reply,
        'x.csv',
        ['name', 'note'],
        (async function* () {
          yield ['A, B', 'said "hi"'];
          yield ['=1+1', 'two\nlines'];
        })(),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/x.csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="x.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1)).toBe('name,note\r\n"A, B","said ""hi"""\r\n\'=1+1,"two\nlines"\r\n');
    await app.close();
  });
});
