/**
 * What one page load cost the browser's main thread, read from a Chromium trace (the JSON of
 * `Tracing`, categories as Lighthouse records them). Pure: no browser, no files, so it is unit tested
 * on small synthetic traces (page-trace.test.ts).
 *
 * The main thread is the renderer thread that recorded the page's own `navigationStart`; every
 * complete event on it is nested by time, each one's self time (its duration less its children's)
 * goes to the group of its name, as Lighthouse's main-thread breakdown does. "Scripting" is the
 * script evaluation and the script parse/compile groups; a long task is a top-level task over 50 ms.
 *
 * Each span's time is counted twice: by the wall clock (`dur`, as Lighthouse counts it) and by the
 * thread's own clock (`tdur`): what the thread really ran, without the time the operating system
 * gave its core to another process. On a shared two-core machine a page's scripting by the wall clock
 * moves by a fifth between loads of the same page; the thread time is the steadier measure.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Thread clock: `tts` at the start, `tdur` the duration of an `X` event (µs), where Chromium records them. */
  tts?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown>; name?: string; frame?: string; [key: string]: unknown };
}

export type TaskGroup = 'scriptEvaluation' | 'scriptParseCompile' | 'styleLayout' | 'paintComposite' | 'parseHTML' | 'garbageCollection' | 'other';

// Event names per group, after Lighthouse's task groups (lighthouse-core/lib/tracehouse/task-groups).
const GROUP_OF: Record<string, TaskGroup> = {};
const GROUP_NAMES: Record<Exclude<TaskGroup, 'other'>, string[]> = {
  scriptEvaluation: ['EventDispatch', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute', 'XHRReadyStateChange', 'XHRLoad', 'v8.run'],
  scriptParseCompile: ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground', 'v8.deserializeOnBackground', 'CacheScript', 'v8.produceCache', 'v8.produceModuleCache', 'v8.compileEval'],
  styleLayout: ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'InvalidateLayout', 'Layout', 'LayoutShift'],
  paintComposite: ['Animation', 'RequestMainThreadFrame', 'ActivateLayerTree', 'DrawFrame', 'HitTest', 'PaintSetup', 'Paint', 'PaintImage', 'Rasterize', 'RasterTask', 'ScrollLayer', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'PrePaint', 'Layerize', 'Commit'],
  parseHTML: ['ParseHTML'],
  garbageCollection: ['GCEvent', 'MinorGC', 'MajorGC', 'ThreadState::performIdleLazySweep', 'ThreadState::completeSweep', 'BlinkGCMarking', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR', 'V8.GC_MC_INCREMENTAL', 'BlinkGC.AtomicPhase'],
};
for (const [group, names] of Object.entries(GROUP_NAMES)) for (const name of names) GROUP_OF[name] = group as TaskGroup;

/** The scheduler's top-level task events: whatever else ran on the thread ran inside one of them. */
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

export const LONG_TASK_MS = 50;

export interface MainThreadCost {
  /** Milliseconds of self time per group, from navigationStart to the end of the trace. */
  groups: Record<TaskGroup, number>;
  /** Script evaluation plus script parse and compile. */
  scriptingMs: number;
  /** The same by the thread's clock: the groups' self thread time (the wall clock where a span has none). */
  threadGroups: Record<TaskGroup, number>;
  scriptingThreadMs: number;
  /** Sum of the top-level tasks' durations: how long the thread was busy at all. */
  busyMs: number;
  longTasks: number;
  longTaskMs: number;
  /** Sum over the long tasks of their time past 50 ms (total blocking time, over the whole window). */
  blockingMs: number;
  /** End of the last long task after navigationStart, or 0 when there was none. */
  lastLongTaskEndMs: number;
}

interface Span {
  name: string;
  start: number;
  end: number;
  /** Thread time in µs, or undefined where the trace has none for this span. */
  thread?: number;
}

/**
 * The page's renderer main thread: the thread of the last main-frame `navigationStart` whose document
 * is `url` (a navigation may start in one renderer and commit in another; the last one is the page).
 */
export function findNavigation(events: readonly TraceEvent[], url: string): { pid: number; tid: number; ts: number } | undefined {
  const candidates = events.filter((event) => {
    if (event.name !== 'navigationStart') return false;
    const data = event.args?.data;
    return data?.isLoadingMainFrame === true && typeof data.documentLoaderURL === 'string' && sameDocument(data.documentLoaderURL, url);
  });
  const last = candidates.at(-1);
  return last && { pid: last.pid, tid: last.tid, ts: last.ts };
}

function sameDocument(a: string, b: string): boolean {
  const strip = (value: string) => value.replace(/#.*$/, '').replace(/\/$/, '');
  return strip(a) === strip(b);
}

/** Complete spans of one thread: `X` events as they are, `B`/`E` pairs matched by name on a stack. */
function threadSpans(events: readonly TraceEvent[], pid: number, tid: number): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.ph === 'X' && typeof event.dur === 'number') spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur, thread: event.tdur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const index = open.findLastIndex((candidate) => candidate.name === event.name);
      if (index < 0) continue;
      const [begin] = open.splice(index, 1);
      const thread = typeof begin?.tts === 'number' && typeof event.tts === 'number' ? event.tts - begin.tts : undefined;
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts, thread });
    }
  }
  // Parents before children: earlier start first, and at the same start the longer one.
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

interface Open {
  span: Span;
  childUs: number;
  childThreadUs: number;
  group: TaskGroup;
}

const emptyGroups = (): Record<TaskGroup, number> => ({ scriptEvaluation: 0, scriptParseCompile: 0, styleLayout: 0, paintComposite: 0, parseHTML: 0, garbageCollection: 0, other: 0 });

/** A span's thread time, never more than its wall time (the two clocks tick apart by a few µs). */
const threadUs = (span: Span) => Math.min(span.thread ?? span.end - span.start, span.end - span.start);

export function mainThreadCost(events: readonly TraceEvent[], thread: { pid: number; tid: number; ts: number }): MainThreadCost {
  const groups = emptyGroups();
  const threadGroups = emptyGroups();
  let busy = 0;
  let longTasks = 0;
  let longTaskMs = 0;
  let blockingMs = 0;
  let lastLongTaskEnd = 0;
  // A stack of open spans with the time their children took so far; a span's group is its own name's,
  // or its nearest grouped ancestor's (a child with an unknown name inside a FunctionCall is script).
  const stack: Open[] = [];
  const close = (entry: Open) => {
    groups[entry.group] += Math.max(0, entry.span.end - entry.span.start - entry.childUs) / 1000;
    threadGroups[entry.group] += Math.max(0, threadUs(entry.span) - entry.childThreadUs) / 1000;
  };
  for (const span of threadSpans(events, thread.pid, thread.tid)) {
    if (span.end < thread.ts) continue;
    const clipped: Span = { ...span, start: Math.max(span.start, thread.ts) };
    for (let top = stack.at(-1); top && top.span.end <= clipped.start; top = stack.at(-1)) close(stack.pop() ?? top);
    const parent = stack.at(-1);
    // A span that overlaps its parent's end is cut to it (rounding in the trace's microseconds).
    if (parent && clipped.end > parent.span.end) clipped.end = parent.span.end;
    // Cut by the navigation or by its parent, a span keeps its share of thread time.
    if (span.thread !== undefined && span.end > span.start) clipped.thread = (span.thread * (clipped.end - clipped.start)) / (span.end - span.start);
    if (parent) {
      parent.childUs += clipped.end - clipped.start;
      parent.childThreadUs += threadUs(clipped);
    } else {
      const ms = (clipped.end - clipped.start) / 1000;
      busy += ms;
      if (TOP_LEVEL.has(clipped.name) && ms > LONG_TASK_MS) {
        longTasks += 1;
        longTaskMs += ms;
        blockingMs += ms - LONG_TASK_MS;
        lastLongTaskEnd = Math.max(lastLongTaskEnd, (clipped.end - thread.ts) / 1000);
      }
    }
    stack.push({ span: clipped, childUs: 0, childThreadUs: 0, group: GROUP_OF[clipped.name] ?? (parent && parent.group !== 'other' ? parent.group : 'other') });
  }
  for (let top = stack.pop(); top; top = stack.pop()) close(top);
  return {
    groups,
    scriptingMs: groups.scriptEvaluation + groups.scriptParseCompile,
    threadGroups,
    scriptingThreadMs: threadGroups.scriptEvaluation + threadGroups.scriptParseCompile,
    busyMs: busy,
    longTasks,
    longTaskMs,
    blockingMs,
    lastLongTaskEndMs: lastLongTaskEnd,
  };
}

/** The trace file's events, whichever of its two shapes (an array, or `{ traceEvents }`). */
export function traceEvents(json: unknown): TraceEvent[] {
  if (Array.isArray(json)) return json as TraceEvent[];
  const events = (json as { traceEvents?: unknown }).traceEvents;
  return Array.isArray(events) ? (events as TraceEvent[]) : [];
}

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The nearest-rank percentile, as bench/http.ts reports it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}
