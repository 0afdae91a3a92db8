// Under test every JSON answer is checked against its endpoint's response schema: an answer the
// client could not read is a 500 where it is made, not a screen that fails later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX } from '@contract/constants';
import { endpoint } from '@contract/endpoint';
import { apiRoute } from '@server/plugins/contract-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Routes of this test's own, outside the route table (hence paths built from API_PREFIX).
const answer = endpoint({ method: 'POST', path: '/test-only/answer' } as const, {
  access: 'public',
  body: z.object({ value: z.unknown() }),
  response: z.object({ count: z.int().min(0) }),
});
const silent = endpoint({ method: 'POST', path: '/test-only/silent' } as const, { access: 'public' });

function withRoutes(app: TestApp['app']) {
  apiRoute(app, answer, { handler: async ({ body }) => ({ count: body.value }) });
  apiRoute(app, silent, { handler: async ({ reply }) => reply.code(200).send({ unexpected: true }) });
}

describe('the response check', () => {
  let checked: TestApp;
  let unchecked: TestApp;
  beforeAll(async () => {
    checked = await createTestApp({ seed: 'none' });
    unchecked = await createTestApp({ seed: 'none', env: { CHECK_RESPONSES: '0' } });
    withRoutes(checked.app);
    withRoutes(unchecked.app);
  });
  afterAll(async () => {
    await checked?.close();
    await unchecked?.close();
  });

  const send = (t: TestApp, path: string, value: unknown) => t.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, payload: { value } });

  it('passes an answer its schema reads', async () => {
    const response = await send(checked, answer.path, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
  });

  it('answers 500 for an answer its schema refuses, and for a body where none is declared', async () => {
    const wrong = await send(checked, answer.path, 'three');
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).not.toContain('three');
    expect((await send(checked, silent.path, null)).statusCode).toBe(500);
  });

  it('is off unless asked for (production)', async () => {
    expect((await send(unchecked, answer.path, 'three')).json()).toEqual({ count: 'three' });
  });
});
