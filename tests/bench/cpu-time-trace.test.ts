import { describe, expect, it } from 'vitest';
import { traceAtCpuTime, type TraceEvent } from './cpu-time-trace';

const main = { pid: 1, tid: 2 };
const other = { pid: 1, tid: 3 };
const threadNames: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...main, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...other, args: { name: 'Compositor' } },
];

describe('traceAtCpuTime', () => {
  it('shrinks each main-thread task to its CPU time, and its events in proportion', () => {
    const trace = {
      traceEvents: [
        ...threadNames,
        { name: 'RunTask', ph: 'X', ...main, ts: 1000, dur: 400, tdur: 100 },
        { name: 'FunctionCall', ph: 'X', ...main, ts: 1200, dur: 200 },
        { name: 'RunTask', ph: 'X', ...main, ts: 2000, dur: 50, tdur: 50 },
        { name: 'Layout', ph: 'X', ...main, ts: 2010, dur: 40 },
        { name: 'RunTask', ph: 'X', ...other, ts: 1000, dur: 400, tdur: 10 },
      ],
    };
    const [, , slow, call, quick, layout, elsewhere] = traceAtCpuTime(trace).traceEvents;
    expect(slow).toMatchObject({ ts: 1000, dur: 100 });
    expect(call).toMatchObject({ ts: 1050, dur: 50 });
    expect(quick).toMatchObject({ ts: 2000, dur: 50 });
    expect(layout).toMatchObject({ ts: 2010, dur: 40 });
    // Only the page's main thread: the other threads' tasks are as they were.
    expect(elsewhere).toMatchObject({ ts: 1000, dur: 400 });
    // The original is left as it was.
    expect(trace.traceEvents[2]).toMatchObject({ dur: 400 });
  });

  it('leaves a task without CPU time as it was, and events between tasks alone', () => {
    const trace = {
      traceEvents: [
        ...threadNames,
        { name: 'RunTask', ph: 'X', ...main, ts: 100, dur: 30 },
        { name: 'ResourceSendRequest', ph: 'I', ...main, ts: 500 },
      ],
    };
    const [, , task, mark] = traceAtCpuTime(trace).traceEvents;
    expect(task).toMatchObject({ ts: 100, dur: 30 });
    expect(mark).toMatchObject({ ts: 500 });
  });
});
