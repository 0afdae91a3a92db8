// Lighthouse's simulated throttling multiplies each main-thread task's observed wall time by 4. On a
// host whose cores are shared (Chromium's browser, GPU and network processes, Lighthouse itself and
// the server all run beside the page), a task's wall time holds the time the page's thread waited for
// a core, so TBT and LCP come out inflated by the host, not the app. This rewrites a trace so that
// every task of the page's main thread lasts its own CPU time (its events shrunk in proportion), for a
// second audit of the same run: what the page's own work scores, whatever else the host was doing.

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface Trace {
  traceEvents: TraceEvent[];
}

/** The renderer main threads of the trace ("pid:tid"). */
export function rendererMainThreads(events: TraceEvent[]): Set<string> {
  return new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
}

const isTask = (e: TraceEvent) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 0 && e.ts !== undefined;

/** A copy of the trace whose main-thread tasks last their CPU time (tdur); other threads unchanged. */
export function traceAtCpuTime(trace: Trace): Trace {
  const events = trace.traceEvents.map((e) => ({ ...e }));
  const main = rendererMainThreads(events);
  const onMain = (e: TraceEvent) => main.has(`${e.pid}:${e.tid}`);
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (!onMain(e) || !isTask(e)) continue;
    const key = `${e.pid}:${e.tid}`;
    tasksByThread.set(key, [...(tasksByThread.get(key) ?? []), e]);
  }
  for (const tasks of tasksByThread.values()) tasks.sort((a, b) => a.ts! - b.ts!);
  const scaleOf = (task: TraceEvent) => Math.min(1, (task.tdur ?? task.dur!) / task.dur!);

  for (const e of events) {
    if (!onMain(e) || isTask(e) || e.ts === undefined) continue;
    const task = enclosingTask(tasksByThread.get(`${e.pid}:${e.tid}`) ?? [], e.ts);
    if (!task) continue;
    const scale = scaleOf(task);
    e.ts = task.ts! + (e.ts - task.ts!) * scale;
    if (e.dur !== undefined) e.dur *= scale;
  }
  for (const tasks of tasksByThread.values()) for (const task of tasks) task.dur = task.dur! * scaleOf(task);
  return { ...trace, traceEvents: events };
}

/** The task (sorted by start) running at `ts`, if any. */
function enclosingTask(tasks: TraceEvent[], ts: number): TraceEvent | undefined {
  let low = 0;
  let high = tasks.length - 1;
  let found: TraceEvent | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (tasks[mid]!.ts! <= ts) {
      found = tasks[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found && ts <= found.ts! + found.dur! ? found : undefined;
}
