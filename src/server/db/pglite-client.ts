// The embedded database's client for Drizzle: PGlite with a statement cache.
//
// PGlite's own query() enters the WebAssembly backend six times per statement (parse, describe,
// bind, describe, execute, sync) and plans the statement every time. This client does what
// node-postgres does with named statements: a statement with parameters is prepared once under a
// name, and every later run is one call into the backend (bind, execute, sync) that reuses the
// plan. On the offline outbox's kit-count write this makes the session check about 3x and the
// count's statement about 3x faster (see docs/offline.md, "Throughput").
//
// It owns the PGlite instance: every statement goes through its one mutex (PGlite has a single
// connection), a transaction holds the mutex from BEGIN to COMMIT, and statements inside the
// transaction run under it. Drizzle sees the subset of PGlite's interface it calls: query() and
// transaction().
import { Mutex, protocol, type messages as pg, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = pg.BackendMessage;
type RowDescription = pg.RowDescriptionMessage;
type Field = { name: string; dataTypeID: number };

/** How many prepared statements stay cached; the least recently used one is closed past that. */
const STATEMENT_CACHE_SIZE = 256;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's result columns; null for a statement that returns no rows. */
  fields: Field[] | null;
}

/** The part of the client a transaction's callback gets (Drizzle calls query() on it). */
export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Statement names are unique in the process, so two clients over one PGlite never collide. */
let nextStatement = 1;

const fieldsOf = (message: RowDescription | undefined): Field[] | null =>
  message ? message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) : null;

export class PgliteClient implements PgliteQueryable {
  readonly #pg: PGlite;
  readonly #mutex = new Mutex();
  /** SQL text → prepared statement, in least-recently-used order (a Map keeps insertion order). */
  readonly #statements = new Map<string, Prepared>();
  readonly #cacheSize: number;
  #inTransaction = false;
  /** Inside a transaction whose BEGIN has not been sent yet (it goes with the first statement). */
  #beginPending = false;

  constructor(pg: PGlite, options: { cacheSize?: number } = {}) {
    this.#pg = pg;
    this.#cacheSize = options.cacheSize ?? STATEMENT_CACHE_SIZE;
  }

  /** How many statements are prepared now (for tests). */
  get preparedCount(): number {
    return this.#statements.size;
  }

  /** Told each statement's time in seconds (metrics); the wait for the mutex is not counted. */
  onQuery: ((seconds: number) => void) | undefined;

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#mutex.runExclusive(() => this.#timed<T>(sql, params, options));
  }

  async #timed<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.onQuery) return this.#run<T>(sql, params, options);
    const start = performance.now();
    try {
      return await this.#run<T>(sql, params, options);
    } finally {
      this.onQuery((performance.now() - start) / 1000);
    }
  }

  /** BEGIN … COMMIT around the callback; ROLLBACK when it throws. Other statements wait meanwhile. */
  transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    return this.#mutex.runExclusive(async () => {
      // BEGIN travels with the transaction's first statement, in the same call into the backend
      // (the protocol runs the simple Query and then the statement's messages in order), so a
      // transaction costs one call fewer. A transaction that ran no statement sends neither.
      this.#beginPending = true;
      this.#inTransaction = true;
      let open = true;
      const tx: PgliteQueryable = {
        query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
          if (!open) return Promise.reject(new Error('Transaction is closed'));
          return this.#timed<R>(sql, params, options);
        },
      };
      try {
        const result = await callback(tx);
        open = false;
        // COMMIT of a transaction a failed statement aborted answers ROLLBACK: nothing was saved.
        if (!this.#beginPending && (await this.#simple('COMMIT')) === 'ROLLBACK') throw new Error('The transaction was rolled back');
        return result;
      } catch (error) {
        if (open) {
          open = false;
          if (!this.#beginPending) await this.#simple('ROLLBACK');
        }
        throw error;
      } finally {
        this.#inTransaction = false;
        this.#beginPending = false;
      }
    });
  }

  close(): Promise<void> {
    return this.#mutex.runExclusive(() => this.#pg.close());
  }

  /**
   * LISTEN on a channel: `handler` gets each payload NOTIFYed on it (at commit). PGlite is one
   * session, so the process hears its own notifications, which is all there is to hear embedded.
   * Returns the way to stop listening.
   */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const off = this.#pg.onNotification((heard, payload) => {
      if (heard === channel) handler(payload);
    });
    await this.query(`LISTEN "${channel}"`);
    return async () => {
      off();
      if (!this.#pg.closed) await this.query(`UNLISTEN "${channel}"`).catch(() => undefined);
    };
  }

  /**
   * A copy of the whole database as a gzipped tarball (PGlite's dumpDataDir), taken between
   * transactions: the mutex keeps every transaction out while it runs, so the copy holds each
   * committed transaction whole and nothing of one under way. A checkpoint first writes the
   * changes into the data files, so the copy opens without replaying the log.
   */
  dump(): Promise<Blob> {
    return this.#mutex.runExclusive(async () => {
      await this.#pg.exec('CHECKPOINT');
      const dump = await this.#pg.dumpDataDir('gzip');
      return dump;
    });
  }

  /** A simple-protocol statement without parameters; its command tag. */
  async #simple(sql: string): Promise<string | undefined> {
    const { messages } = await this.#pg.execProtocol(serialize.query(sql), { syncToFs: !this.#inTransaction });
    const complete = messages.find((m): m is pg.CommandCompleteMessage => m.name === 'commandComplete');
    return complete?.text.split(' ')[0];
  }

  async #run<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const syncToFs = !this.#inTransaction;
    if (params.length === 0) {
      // Nothing to reuse a plan for (DDL, migrations, one-off statements): unnamed, in one call.
      const { messages } = await this.#pg.execProtocol(
        this.#withBegin([
          serialize.parse({ text: sql }),
          serialize.bind({}),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs },
      );
      return this.#results<T>(messages, null, options);
    }
    // Prepared before the transaction's BEGIN is sent, if need be: a plan does not belong to one.
    const statement = await this.#prepared(sql);
    const values = params.map((value, i) => this.#serialize(value, statement.paramTypes[i], options));
    const { messages } = await this.#pg.execProtocol(
      this.#withBegin([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs },
    );
    return this.#results<T>(messages, statement.fields, options);
  }

  /** The messages of one call, after the pending BEGIN of the transaction when there is one. */
  #withBegin(parts: Uint8Array[]): Uint8Array {
    if (!this.#beginPending) return concat(parts);
    this.#beginPending = false;
    return concat([serialize.query('BEGIN'), ...parts]);
  }

  async #prepared(sql: string): Promise<Prepared> {
    const cached = this.#statements.get(sql);
    if (cached) {
      // Most recently used last.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const name = `hop_${nextStatement++}`;
    const { messages } = await this.#pg.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((m): m is pg.ParameterDescriptionMessage => m.name === 'parameterDescription');
    const statement: Prepared = {
      name,
      paramTypes: description?.dataTypeIDs ?? [],
      fields: fieldsOf(messages.find((m): m is RowDescription => m.name === 'rowDescription')),
    };
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#cacheSize) {
      const [oldestSql, oldest] = this.#statements.entries().next().value as [string, Prepared];
      this.#statements.delete(oldestSql);
      // A failed close only leaves a statement behind in the backend; never fail the query for it.
      await this.#pg.execProtocol(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), {
        syncToFs: false,
        throwOnError: false,
      });
    }
    return statement;
  }

  /** A parameter as PGlite's own query() sends it: its type's serializer, else its text. */
  #serialize(value: unknown, oid: number | undefined, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = oid === undefined ? undefined : (options?.serializers?.[oid] ?? this.#pg.serializers[oid]);
    return serializer ? serializer(value) : String(value);
  }

  /** One statement's answer in PGlite's Results shape (rows, fields, affectedRows). */
  #results<T>(messages: BackendMessage[], preparedFields: Field[] | null, options: QueryOptions | undefined): Results<T> {
    let fields = preparedFields ?? [];
    const rows: unknown[] = [];
    let affectedRows = 0;
    const parsers = this.#pg.parsers;
    const overrides = options?.parsers;
    const parse = (text: string | null, oid: number): unknown => {
      if (text === null) return null;
      const parser = overrides?.[oid] ?? parsers[oid];
      return parser ? parser(text, oid) : text;
    };
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        fields = fieldsOf(message as RowDescription) ?? [];
      } else if (message.name === 'dataRow') {
        const values = (message as pg.DataRowMessage).fields;
        if (options?.rowMode === 'array') {
          rows.push(values.map((value, i) => parse(value, fields[i]!.dataTypeID)));
        } else {
          const row: Record<string, unknown> = {};
          values.forEach((value, i) => (row[fields[i]!.name] = parse(value, fields[i]!.dataTypeID)));
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const parts = (message as pg.CommandCompleteMessage).text.split(' ');
        if (['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(parts[0]!)) affectedRows += Number(parts[parts.length - 1]);
      }
    }
    return { rows: rows as T[], fields, affectedRows };
  }
}
