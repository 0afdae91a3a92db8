// `npm test`: lint and typecheck side by side, then Vitest, then Playwright, stopping at the first
// failure. Each stage is timed; with the Vitest and Playwright JSON reports the figures go to
// test-results/timing/, and the summary (npm run test:timing) is printed at the end.
//
// Lint and typecheck read the same sources and neither keeps two cores busy all the time, so they
// share the machine (about 10 s less than one after the other here). Their output is held and
// printed whole when each ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { STAGES_FILE, TIMING_DIR, printTimingReport, type StageTiming } from './timing-report';

interface Stage {
  name: string;
  script: string;
}

/** Stages of one step run at once; the steps run in order. */
const STEPS: Stage[][] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
  ],
  [{ name: 'vitest', script: 'test:unit' }],
  [{ name: 'playwright', script: 'test:e2e' }],
];

function run(script: string, hold: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => {
      if (held.length) process.stdout.write(Buffer.concat(held));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function timed(stage: Stage, step: number, hold: boolean): Promise<StageTiming> {
  const started = performance.now();
  const code = await run(stage.script, hold);
  return { stage: stage.name, seconds: (performance.now() - started) / 1000, ok: code === 0, step };
}

mkdirSync(TIMING_DIR, { recursive: true });
const timings: StageTiming[] = [];
let failed: string | null = null;
for (const [index, step] of STEPS.entries()) {
  const results = await Promise.all(step.map((stage) => timed(stage, index, step.length > 1)));
  timings.push(...results);
  writeFileSync(STAGES_FILE, JSON.stringify({ finishedAt: new Date().toISOString(), stages: timings }, null, 2));
  failed = results.find((result) => !result.ok)?.stage ?? null;
  if (failed) break;
}
printTimingReport();
if (failed) {
  console.error(`\nnpm test: ${failed} failed`);
  process.exit(1);
}
