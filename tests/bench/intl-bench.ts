// `npm run bench:intl`: what a page's first Intl formatter costs in Chromium, beside the hand-written
// US English formatting of src/client/i18n/us-english.ts that the first screens use instead. Each
// figure is the median of seven fresh pages, at full CPU speed and with the CPU slowed 4× and 6×
// (DevTools' throttling, as Lighthouse's mobile profile slows it 4×): a cheap Chromebook pays the
// slowed figures inside the render that first shows a count, an amount or a month.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = 7;

interface Timings {
  number: number;
  currency: number;
  month: number;
  handWritten: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// us-english.ts as a script of its own, its functions on window.usEnglish.
const usEnglish = await build({
  entryPoints: ['src/client/i18n/us-english.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'usEnglish',
  write: false,
});
const usEnglishScript = usEnglish.outputFiles[0]!.text;

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const rate of [1, 4, 6]) {
    const runs: Timings[] = [];
    for (let i = 0; i < PAGES; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
      await page.setContent('<p>figures</p>');
      await page.addScriptTag({ content: usEnglishScript });
      runs.push(
        await page.evaluate(() => {
          const us = (window as unknown as { usEnglish: typeof import('@client/i18n/us-english') }).usEnglish;
          const t0 = performance.now();
          new Intl.NumberFormat('en-US').format(48500);
          const t1 = performance.now();
          new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(48500);
          const t2 = performance.now();
          new Intl.DateTimeFormat('en-US', { month: 'short' }).format(new Date(2026, 2, 5));
          const t3 = performance.now();
          us.usInteger(48500);
          us.usDollars(4850000);
          us.usMonthShort(3);
          const t4 = performance.now();
          return { number: t1 - t0, currency: t2 - t1, month: t3 - t2, handWritten: t4 - t3 };
        }),
      );
      await context.close();
    }
    const figure = (key: keyof Timings) => `${median(runs.map((run) => run[key])).toFixed(1)} ms`;
    console.log(
      `CPU ×${rate}: first Intl.NumberFormat ${figure('number')}, then a currency one ${figure('currency')}, ` +
        `first Intl.DateTimeFormat (month) ${figure('month')}; us-english.ts for all three ${figure('handWritten')}`,
    );
  }
} finally {
  await browser.close();
}
