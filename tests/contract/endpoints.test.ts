import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { routes } from '@contract/routes';

describe('the endpoint definitions', () => {
  it('define every route of the table once, under its own name, with its own method and path', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      const definition = endpoints[name as keyof typeof endpoints];
      expect({ method: definition.method, path: definition.path }, name).toEqual(route);
    }
  });

  it('give every JSON answer a response schema, and no body schema to a read', () => {
    for (const [name, definition] of Object.entries(endpoints)) {
      if (definition.method === 'GET') expect('body' in definition, name).toBe(false);
      if ('file' in definition) expect('response' in definition, name).toBe(false);
    }
  });
});
