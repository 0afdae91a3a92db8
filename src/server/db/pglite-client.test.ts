// The embedded database's statement-caching client answers exactly as PGlite's own query() does,
// prepares each parameterised statement once, and keeps transactions and errors intact.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteClient } from './pglite-client';

let pg: PGlite;
let client: PgliteClient;

const preparedInBackend = async () => Number((await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n);

beforeAll(async () => {
  pg = await PGlite.create();
  client = new PgliteClient(pg, { cacheSize: 3 });
  await client.query(`
    create table things (
      id serial primary key,
      name text not null unique,
      tags text[] not null default '{}',
      data jsonb,
      price numeric(8,2),
      active boolean not null default true,
      seen_at timestamptz
    )`);
});

afterAll(async () => {
  await client.close();
});

describe('answers', () => {
  it('gives the same rows, fields and types as PGlite’s own query()', async () => {
    const values = ['lamp', ['a', 'b'], { depth: { n: 2 } }, '12.50', false, '2026-03-05T10:00:00.000Z'];
    const insert = 'insert into things (name, tags, data, price, active, seen_at) values ($1, $2, $3, $4, $5, $6) returning *';
    const ours = await client.query(insert, values);
    expect(ours.affectedRows).toBe(1);
    const select = 'select * from things where name = $1';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const mine = await client.query(select, ['lamp'], options);
      const theirs = await pg.query(select, ['lamp'], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    expect(ours.rows[0]).toMatchObject({ name: 'lamp', tags: ['a', 'b'], data: { depth: { n: 2 } }, active: false });
    expect((ours.rows[0] as { seen_at: Date }).seen_at).toEqual(new Date('2026-03-05T10:00:00.000Z'));
  });

  it('applies per-query parsers and sends nulls as NULL', async () => {
    const result = await client.query<{ seen_at: string; data: unknown }>(
      'select $1::timestamptz as seen_at, $2::jsonb as data',
      ['2026-01-02T03:04:05.000Z', null],
      { parsers: { 1184: (text: string) => `raw:${text}` } },
    );
    expect(result.rows[0]!.seen_at).toMatch(/^raw:2026-01-02 03:04:05/);
    expect(result.rows[0]!.data).toBeNull();
  });

  it('counts the rows an update touched', async () => {
    await client.query('insert into things (name) values ($1), ($2)', ['touched-1', 'touched-2']);
    const result = await client.query('update things set active = $1 where name like $2', [true, 'touched-%']);
    expect(result.affectedRows).toBe(2);
  });
});

describe('statement cache', () => {
  it('prepares a statement once and reuses it', async () => {
    const fresh = new PgliteClient(pg);
    const before = await preparedInBackend();
    for (let i = 0; i < 5; i++) await fresh.query('select $1::int + 1 as n', [i]);
    expect(fresh.preparedCount).toBe(1);
    expect(await preparedInBackend()).toBe(before + 1);
  });

  it('closes the least recently used statement past its size', async () => {
    const small = new PgliteClient(pg, { cacheSize: 2 });
    const names = async () =>
      (await pg.query<{ statement: string }>("select statement from pg_prepared_statements where statement like 'select $1::int * %'")).rows
        .map((row) => row.statement)
        .sort();
    await small.query('select $1::int * 2', [1]);
    await small.query('select $1::int * 3', [1]);
    await small.query('select $1::int * 2', [1]); // now the most recent
    await small.query('select $1::int * 4', [1]);
    expect(small.preparedCount).toBe(2);
    expect(await names()).toEqual(['select $1::int * 2', 'select $1::int * 4']);
  });

  it('caches nothing for a statement that does not parse, and keeps working', async () => {
    const before = client.preparedCount;
    await expect(client.query('selec $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect(client.preparedCount).toBe(before);
    expect((await client.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });
});

describe('errors and transactions', () => {
  it('reports constraint errors with their code and constraint', async () => {
    await client.query('insert into things (name) values ($1)', ['unique-one']);
    await expect(client.query('insert into things (name) values ($1)', ['unique-one'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
    });
  });

  it('commits what the callback wrote', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['committed']);
    });
    expect((await client.query('select name from things where name = $1', ['committed'])).rows).toHaveLength(1);
  });

  it('rolls back when the callback throws', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['rolled-back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query('select name from things where name = $1', ['rolled-back'])).rows).toHaveLength(0);
  });

  it('refuses to commit a transaction a failed statement aborted, even when the error was caught', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['half-done']);
        // The same name again breaks the unique constraint.
        await tx.query('insert into things (name) values ($1)', ['half-done']).catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    expect((await client.query('select name from things where name = $1', ['half-done'])).rows).toHaveLength(0);
  });

  it('opens the transaction with its first statement: both are inside it and roll back together', async () => {
    await expect(
      client.transaction(async (tx) => {
        expect(pg.isInTransaction()).toBe(false);
        // A statement never prepared before: prepared outside the transaction, then run inside it.
        await tx.query('insert into things (name) values ($1) returning id, $2::text as first', ['first-of-tx', 'yes']);
        expect(pg.isInTransaction()).toBe(true);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await client.query('select name from things where name = $1', ['first-of-tx'])).rows).toHaveLength(0);
    expect(pg.isInTransaction()).toBe(false);
  });

  it('rolls back a transaction whose very first statement fails, and the next one works', async () => {
    await client.query('insert into things (name) values ($1)', ['taken-before']);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['taken-before']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['after-failed-first']);
    });
    expect((await client.query('select name from things where name = $1', ['after-failed-first'])).rows).toHaveLength(1);
  });

  it('runs a transaction without statements, and one that throws before any, leaving no transaction open', async () => {
    expect(await client.transaction(async () => 'nothing run')).toBe('nothing run');
    await expect(client.transaction(async () => Promise.reject(new Error('early')))).rejects.toThrow('early');
    await client.query('insert into things (name) values ($1)', ['after-empty']);
    expect(pg.isInTransaction()).toBe(false);
  });

  it('makes other statements wait until the transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['during']);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    // Give the transaction its turn first.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = client.query<{ n: number }>('select count(*)::int as n from things where name = $1', ['during']).then((result) => {
      order.push('outside');
      return result.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['inserted', 'committing', 'outside']);
  });
});
