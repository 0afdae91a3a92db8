// docs/product.md §7 lists the API as it is: every endpoint it names is in the contract's route table
// and served by the server, every route of the table is listed, and nothing listed is marked as not
// built. A route added, removed or renamed without its line in the docs fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@contract/routes';
import { registeredRouteAbilities } from '@server/plugins/contract-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const product = readFileSync(path.join(root, 'docs/product.md'), 'utf8');

/** §7's table rows: each row's endpoints (`METHOD /path`, `{name}` for a parameter) and its text. */
function documentedRows(): { endpoints: string[]; row: string }[] {
  const section = product.slice(product.indexOf('## 7.'), product.indexOf('## 8.'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((row) => ({
      row,
      endpoints: [...row.split('|')[1]!.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g)].map(
        ([, method, p]) => `${method} ${p!.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    }));
}

const key = (route: RouteDef) => `${route.method} ${route.path}`;

let t: TestApp;
beforeAll(async () => {
  // Building the app registers every route it serves.
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t.close());

describe('docs/product.md §7, the calls', () => {
  const rows = documentedRows();
  const documented = rows.flatMap((row) => row.endpoints);
  const table = new Map(Object.values(routes).map((route) => [key(route), route]));

  it('names only endpoints of the route table, each once, every one served', () => {
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((endpoint, i) => documented.indexOf(endpoint) !== i)).toEqual([]);
    expect(documented.filter((endpoint) => !table.has(endpoint))).toEqual([]);
    expect(documented.filter((endpoint) => table.has(endpoint) && registeredRouteAbilities(table.get(endpoint)!) === undefined)).toEqual([]);
  });

  it('lists every route of the table', () => {
    expect([...table.keys()].filter((endpoint) => !documented.includes(endpoint))).toEqual([]);
  });

  it('marks nothing served as not built', () => {
    const marked = rows.filter((row) => row.row.includes('[not built yet]')).flatMap((row) => row.endpoints);
    expect(marked.filter((endpoint) => table.has(endpoint) && registeredRouteAbilities(table.get(endpoint)!) !== undefined)).toEqual([]);
  });

  it('names for each endpoint the abilities its route checks', () => {
    const wrong: string[] = [];
    for (const { row, endpoints } of rows) {
      const named = [...(row.split('|')[2] ?? '').matchAll(/\[(`[^\]]+`)\]/g)].flatMap(([, list]) =>
        [...list!.matchAll(/`([a-z-]+:[a-z-]+)`/g)].map(([, a]) => a!),
      );
      for (const endpoint of endpoints) {
        const route = table.get(endpoint);
        if (!route) continue;
        const checked = [...(registeredRouteAbilities(route) ?? [])].sort();
        if (JSON.stringify([...named].sort()) !== JSON.stringify(checked))
          wrong.push(`${endpoint}: docs ${named.join(', ') || 'none'}, route ${checked.join(', ') || 'none'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
