import { describe, expect, it } from 'vitest';
import { apiPath, buildPath, routes } from '@contract/routes';

describe('API paths from the route table', () => {
  it('puts a route under /api/v1, fills its parameters URL-encoded and leaves out empty query values', () => {
    expect(apiPath(routes.signIn)).toBe('/api/v1/sessions');
    expect(apiPath(routes.blueprint, { id: 'a b' }, { limit: 15, offset: 0, skip: undefined, none: null })).toBe(
      '/api/v1/blueprints/a%20b?limit=15&offset=0',
    );
    expect(apiPath(routes.resolveCountConflict, { id: 'p/1', conflictId: 'c?2' })).toBe('/api/v1/projects/p%2F1/count-conflicts/c%3F2/resolution');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => buildPath(routes.project.path, {})).toThrow('Missing path parameter "id" for /projects/:id');
  });

  it('writes each method and path once', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
