// Crashes: the real server process is killed (SIGKILL, no shutdown code runs) at random moments of
// its first start (on the embedded database every other time just as its folder is being created)
// and while clients write, then started again on the same data. Every start must
// succeed, and every write the server acknowledged must still be there: an offline count answered
// 200 is answered again as a replay of the same answer, an account answered 201 can sign in.
//
// CRASH_ROUNDS sets the rounds of kills during writes (default 2), CRASH_FIRST_START_ROUNDS those
// during a first start (default 2); the defaults take about a minute per database on this machine
// (more when other work shares its two cores).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServerProcess, type StartingServer } from '../helpers/server-process';
import { testDatabaseKind } from '../helpers/test-db';
import { apiPath, routes, type RouteDef } from '@contract/routes';

const WRITE_ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
const FIRST_START_ROUNDS = Number(process.env.CRASH_FIRST_START_ROUNDS ?? 2);
const kind = testDatabaseKind();

const cleanups: (() => Promise<void>)[] = [];
const running = new Set<StartingServer>();
afterAll(async () => {
  for (const server of running) await server.kill();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A data directory (and, on PostgreSQL, an empty database of its own), removed after the file. */
async function freshTarget(): Promise<{ dataDir: string; env: Record<string, string> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-crash-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'embedded') return { dataDir, env: {} };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hop_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, env: { DATABASE_URL: url.toString() } };
}

async function start(target: { dataDir: string; env: Record<string, string> }): Promise<StartingServer> {
  const server = spawnServerProcess({ port: await freePort(), dataDir: target.dataDir, env: target.env });
  running.add(server);
  return server;
}

async function kill(server: StartingServer) {
  await server.kill();
  running.delete(server);
}

/** A JSON call to a route of the table: its method from the table, its path by apiPath. */
const json = (route: RouteDef, body: unknown) => ({
  method: route.method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signIn(url: string, email = 'coordinator@example.org', password = 'Demo-pass1') {
  return fetch(`${url}${apiPath(routes.signIn)}`, json(routes.signIn, { email, password }));
}

const totals = { firstStarts: 0, writeRounds: 0, acknowledged: 0, lost: 0 };
afterAll(() => {
  console.log(
    `crash (${kind}): ${totals.firstStarts} kills during a first start, ${totals.writeRounds} kills during writes, ` +
      `${totals.acknowledged} acknowledged writes checked, ${totals.lost} lost`,
  );
});

describe(`the server killed at random moments (${kind})`, () => {
  it(
    `starts again after ${FIRST_START_ROUNDS} kills during a first start and ${WRITE_ROUNDS} during writes, losing nothing acknowledged`,
    async () => {
      let target = await freshTarget();
      let server: StartingServer | undefined;

      for (let round = 0; round < FIRST_START_ROUNDS; round += 1) {
        if (round > 0) target = await freshTarget();
        const first = await start(target);
        if (kind === 'embedded' && round % 2 === 0) {
          // The riskiest moment: the embedded database's folder exists but is not created yet.
          const deadline = Date.now() + 60_000;
          while (!existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION')) && Date.now() < deadline) await sleep(2);
          await sleep(random(0, 300));
        } else {
          // Anywhere in the first start: before the database exists, while it is created, migrated
          // and seeded, while the secrets are written. A start that ends before the drawn moment
          // is killed as it ends, instead of idling until then.
          await Promise.race([sleep(random(200, 12_000)), first.healthy(60_000).catch(() => undefined)]);
        }
        await kill(first);
        totals.firstStarts += 1;
        server = await start(target);
        await server.healthy(120_000);
        expect((await signIn(server.url)).status, server.output()).toBe(200);
        if (round < FIRST_START_ROUNDS - 1) await kill(server);
      }
      server ??= await start(target);
      await server.healthy(120_000);

      const { token } = (await (await signIn(server.url)).json()) as { token: { accessToken: string } };
      const auth = { authorization: `Bearer ${token.accessToken}` };
      const projects = (await (await fetch(`${server.url}${apiPath(routes.projects)}`, { headers: auth })).json()) as { items: { id: string }[] };
      const projectIds = projects.items.map((p) => p.id);
      expect(projectIds.length).toBeGreaterThan(1);

      interface Count {
        key: string;
        projectId: string;
        kitsOnHand: number;
        body: string;
      }
      const acknowledgedCounts: Count[] = [];
      const acknowledgedAccounts: string[] = [];

      for (let round = 0; round < WRITE_ROUNDS; round += 1) {
        const url = server.url;
        let alive = true;
        // Three devices count kits (the offline outbox's write, with Idempotency-Key), one person signs up.
        const device = async (d: number) => {
          const clientId = `crash-device-${d}-${randomBytes(3).toString('hex')}`;
          for (let mutation = 1; alive; mutation += 1) {
            const projectId = projectIds[(d + mutation) % projectIds.length]!;
            const kitsOnHand = random(0, 11);
            const key = `${clientId}:${mutation}`;
            try {
              const response = await fetch(`${url}${apiPath(routes.onsiteInventory)}`, {
                method: routes.onsiteInventory.method,
                headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
                body: JSON.stringify({ projectId, kitsOnHand }),
              });
              const body = await response.text();
              if (response.status === 200) acknowledgedCounts.push({ key, projectId, kitsOnHand, body });
            } catch {
              return; // the server is gone: this one is in doubt, not acknowledged
            }
          }
        };
        const signUps = async () => {
          for (let i = 0; alive && i < 4; i += 1) {
            const email = `crash-${round}-${i}-${randomBytes(3).toString('hex')}@example.org`;
            try {
              const response = await fetch(
                `${url}${apiPath(routes.signUp)}`,
                json(routes.signUp, { email, password: 'Crash-pass1', repeatPassword: 'Crash-pass1', agreement: true }),
              );
              if (response.status === 201) acknowledgedAccounts.push(email);
            } catch {
              return;
            }
          }
        };
        const writers = Promise.all([device(1), device(2), device(3), signUps()]);
        await sleep(random(300, 3_000));
        await kill(server);
        alive = false;
        await writers;
        totals.writeRounds += 1;

        server = await start(target);
        await server.healthy(120_000);
      }

      // Everything acknowledged before any of the kills is still there.
      const lost: string[] = [];
      for (const count of acknowledgedCounts) {
        const response = await fetch(`${server.url}${apiPath(routes.onsiteInventory)}`, {
          method: routes.onsiteInventory.method,
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': count.key },
          body: JSON.stringify({ projectId: count.projectId, kitsOnHand: count.kitsOnHand }),
        });
        const body = await response.text();
        if (response.status !== 200 || response.headers.get('idempotent-replayed') !== 'true' || body !== count.body) {
          lost.push(`count ${count.key}: ${response.status} ${response.headers.get('idempotent-replayed')}`);
        }
      }
      for (const email of acknowledgedAccounts) {
        const response = await signIn(server.url, email, 'Crash-pass1');
        if (response.status !== 200) lost.push(`account ${email}: ${response.status}`);
      }
      totals.acknowledged += acknowledgedCounts.length + acknowledgedAccounts.length;
      totals.lost += lost.length;
      expect(lost).toEqual([]);
      expect(acknowledgedCounts.length).toBeGreaterThan(0);
      await kill(server);
    },
    15 * 60_000,
  );
});
