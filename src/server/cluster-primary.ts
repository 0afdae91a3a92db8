// WEB_CONCURRENCY=N (PostgreSQL only): N API processes share the port through node's cluster, the
// primary balancing connections between them. Everything they share lives in PostgreSQL (sessions'
// refresh tokens, the outbox's processed mutations, the jobs table claimed with SKIP LOCKED), so a
// request may land on any of them. What stays per process: the per-IP rate limits' counters, so
// each process allows the configured rate (docs/architecture.md §13).
import cluster, { type Worker } from 'node:cluster';

export async function runClusterPrimary(processes: number, onListening: (port: number) => void): Promise<void> {
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  // Each running process, and whether it has started listening: one that exits before it listens
  // is failing to start (a bad configuration, a database it cannot reach), not crashing at work.
  const listening = new Map<Worker, boolean>();

  const fork = () => {
    const worker = cluster.fork();
    listening.set(worker, false);
    worker.on('listening', (address) => {
      listening.set(worker, true);
      if (announced) return;
      announced = true;
      onListening(address.port);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.get(worker) ?? false;
    listening.delete(worker);
    if (stopping) {
      if (listening.size === 0) process.exit(exitCode);
      return;
    }
    if (!wasListening) {
      // A process that cannot start would be restarted forever: stop everything and say why.
      console.error(`An API process exited during its start (${signal ?? `code ${code}`}); stopping.`);
      stopping = true;
      exitCode = 1;
      for (const other of listening.keys()) other.kill('SIGTERM');
      if (listening.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`An API process exited (${signal ?? `code ${code}`}); starting another.`);
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each process closes its server and database itself on SIGTERM.
    for (const worker of listening.keys()) worker.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < processes; i += 1) fork();
}
