// Where the test time goes: the stages of the last `npm test` and the slowest Vitest and
// Playwright files and journeys, read from the JSON reports both runners write to
// test-results/timing/. `npm run test:timing` prints it again after a run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TIMING_DIR = 'test-results/timing';
export const STAGES_FILE = path.join(TIMING_DIR, 'stages.json');
export const VITEST_FILE = path.join(TIMING_DIR, 'vitest.json');
export const PLAYWRIGHT_FILE = path.join(TIMING_DIR, 'playwright.json');

export interface StageTiming {
  stage: string;
  seconds: number;
  ok: boolean;
  /** Stages of one step ran side by side: the step takes as long as its longest stage. */
  step?: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSuite {
  file: string;
  title: string;
  specs: { title: string; tests: { projectName: string; results: { duration: number; status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
  config: { workers?: number; metadata?: { actualWorkers?: number } };
}

const TOP = 12;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);
const relative = (file: string) => path.relative(process.cwd(), file) || file;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '))
    .join('\n');
}

function stagesSection(): string | null {
  const stages = readJson<{ stages: StageTiming[] }>(STAGES_FILE)?.stages;
  if (!stages?.length) return null;
  const steps = new Map<number, number>();
  stages.forEach((s, i) => steps.set(s.step ?? -1 - i, Math.max(steps.get(s.step ?? -1 - i) ?? 0, s.seconds)));
  const total = [...steps.values()].reduce((sum, seconds) => sum + seconds, 0);
  return table([
    ['stage', 'time', 'result'],
    ...stages.map((s) => [
      s.stage,
      `${s.seconds.toFixed(1)} s`,
      `${s.ok ? 'ok' : 'FAILED'}${stages.some((o) => o !== s && o.step !== undefined && o.step === s.step) ? ' (side by side)' : ''}`,
    ]),
    ['total', `${total.toFixed(1)} s`, ''],
  ]);
}

function vitestSection(): string | null {
  const report = readJson<VitestReport>(VITEST_FILE);
  if (!report) return null;
  // A file runs once per database project; its times are summed per file name.
  const byFile = new Map<string, { ms: number; runs: number; tests: number }>();
  for (const result of report.testResults) {
    const entry = byFile.get(result.name) ?? { ms: 0, runs: 0, tests: 0 };
    entry.ms += result.endTime - result.startTime;
    entry.runs += 1;
    entry.tests += result.assertionResults.length;
    byFile.set(result.name, entry);
  }
  const files = [...byFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const sum = files.reduce((total, [, f]) => total + f.ms, 0);
  return [
    `Vitest: ${files.length} files, ${files.reduce((n, [, f]) => n + f.tests, 0)} tests, ${secs(sum)} of file time (summed over workers and database projects)`,
    table([
      ['slowest files', 'time', 'runs', 'tests'],
      ...files.slice(0, TOP).map(([name, f]) => [relative(name), secs(f.ms), String(f.runs), String(f.tests)]),
    ]),
  ].join('\n');
}

function playwrightTests(suites: PlaywrightSuite[], file?: string): { file: string; title: string; ms: number; status: string }[] {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((r) => ({ file: suite.file ?? file ?? '', title: spec.title, ms: r.duration, status: r.status })),
      ),
    ),
    ...playwrightTests(suite.suites ?? [], suite.file ?? file),
  ]);
}

function playwrightSection(): string | null {
  const report = readJson<PlaywrightReport>(PLAYWRIGHT_FILE);
  if (!report) return null;
  const tests = playwrightTests(report.suites);
  const byFile = new Map<string, { ms: number; count: number }>();
  for (const t of tests) {
    const entry = byFile.get(t.file) ?? { ms: 0, count: 0 };
    entry.ms += t.ms;
    entry.count += 1;
    byFile.set(t.file, entry);
  }
  const files = [...byFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const { stats } = report;
  const workers = report.config.metadata?.actualWorkers ?? report.config.workers ?? 1;
  return [
    `Playwright: ${tests.length} journeys in ${secs(stats.duration)} on ${workers} worker(s); ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`,
    table([['slowest files', 'time', 'journeys'], ...files.slice(0, TOP).map(([name, f]) => [name, secs(f.ms), String(f.count)])]),
    '',
    table([
      ['slowest journeys', 'time'],
      ...[...tests]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, TOP)
        .map((t) => [`${t.file} › ${t.title}`.slice(0, 110), secs(t.ms)]),
    ]),
  ].join('\n');
}

export function printTimingReport(): void {
  const sections = [stagesSection(), vitestSection(), playwrightSection()].filter((s): s is string => s !== null);
  console.log(`\n== Test timing ==\n${sections.length ? sections.join('\n\n') : `No timing reports in ${TIMING_DIR} yet: run npm test first.`}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printTimingReport();
