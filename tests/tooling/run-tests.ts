// `npm test`: lint, typecheck, Vitest, Playwright, in that order, stopping at the first failure.
// Each stage is timed; with the Vitest and Playwright JSON reports the figures go to
// test-results/timing/, and the summary (npm run test:timing) is printed at the end.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { STAGES_FILE, TIMING_DIR, printTimingReport, type StageTiming } from './timing-report';

const STAGES: { name: string; script: string }[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'vitest', script: 'test:unit' },
  { name: 'playwright', script: 'test:e2e' },
];

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

mkdirSync(TIMING_DIR, { recursive: true });
const timings: StageTiming[] = [];
let failed: string | null = null;
for (const stage of STAGES) {
  const started = performance.now();
  const code = await run(stage.script);
  timings.push({ stage: stage.name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
  writeFileSync(STAGES_FILE, JSON.stringify({ finishedAt: new Date().toISOString(), stages: timings }, null, 2));
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}
printTimingReport();
if (failed) {
  console.error(`\nnpm test: ${failed} failed`);
  process.exit(1);
}
