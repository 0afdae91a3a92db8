// Runs the real server as a child process (as `npm start` does, minus the build) on a free port,
// for tests that stop and restart it: lifecycle tests and the Playwright journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPath, routes } from '@contract/routes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  /** The server's process id (e.g. to read its CPU time). */
  pid: number;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash or a power cut: no shutdown code runs), resolved once the process is gone. */
  kill(): Promise<void>;
}

export interface StartingServer extends ServerProcess {
  /** Resolves once /api/v1/health answers 200; rejects when the process exits first or after timeoutMs. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Whether the process has exited. */
  exited(): boolean;
}

/** Spawns the server without waiting for it (a crash test kills it at any moment of its start). */
export function spawnServerProcess(options: { port: number; dataDir: string; env?: Record<string, string> }): StartingServer {
  let output = '';
  // SERVER_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server of a benchmark;
  // Node refuses those flags in NODE_OPTIONS.
  const nodeFlags = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  // A test run that starts many servers runs the pre-built bundle (tests/helpers/server-bundle.ts)
  // with baseline WebAssembly code only: V8's optimising tier would recompile PostgreSQL's module
  // in the background at every start, seconds of CPU a short-lived test server never earns back.
  const bundle = process.env.HOP_SERVER_BUNDLE;
  const entry = bundle ? ['--enable-source-maps', '--liftoff-only', bundle] : ['--import', 'tsx', 'src/server/server.ts'];
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // No daily backup: a test server started after 02:00 UTC would copy its whole database at its
      // first jobs check, seconds of CPU per journey. A test that wants backups sets BACKUP_KEEP.
      BACKUP_KEEP: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  return {
    url,
    port: options.port,
    pid: child.pid!,
    output: () => output,
    exited,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (exited()) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
        try {
          const response = await fetch(`${url}${apiPath(routes.health)}`);
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`server did not become healthy within ${Math.round(timeoutMs / 1000)} s:\n${output}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (exited()) return child.exitCode;
      child.kill('SIGTERM');
      return exit;
    },
    async kill() {
      if (!exited()) child.kill('SIGKILL');
      await exit;
    },
  };
}

export async function startServerProcess(options: { port: number; dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const server = spawnServerProcess(options);
  await server.healthy();
  return server;
}

/** CPU time a process has used so far (user and system), in ms, from /proc; 0 where there is no /proc. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
