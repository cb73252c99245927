import { describe, expect, it } from 'vitest';
import { findNavigation, mainThreadCost, median, percentile, traceEvents, type TraceEvent } from './page-trace';

const MAIN = { pid: 7, tid: 1 };
const url = 'http://127.0.0.1:3060/auto';

function x(name: string, ms: number, durMs: number, where = MAIN): TraceEvent {
  return { name, ph: 'X', ts: ms * 1000, dur: durMs * 1000, ...where };
}

function navigationStart(ms: number, documentLoaderURL: string, where = MAIN): TraceEvent {
  return { name: 'navigationStart', ph: 'R', ts: ms * 1000, ...where, args: { data: { isLoadingMainFrame: true, documentLoaderURL } } };
}

describe('findNavigation', () => {
  it('takes the last main-frame navigationStart of the page, in whichever renderer it committed', () => {
    const events = [navigationStart(1, 'about:blank', { pid: 3, tid: 1 }), navigationStart(2, `${url}/`, { pid: 5, tid: 1 }), navigationStart(3, url), navigationStart(4, 'http://127.0.0.1:3060/other', { pid: 9, tid: 1 })];
    expect(findNavigation(events, url)).toEqual({ pid: 7, tid: 1, ts: 3000 });
  });

  it('ignores subframes and other documents', () => {
    const subframe: TraceEvent = { name: 'navigationStart', ph: 'R', ts: 1, ...MAIN, args: { data: { isLoadingMainFrame: false, documentLoaderURL: url } } };
    expect(findNavigation([subframe, navigationStart(2, 'http://127.0.0.1:3060/')], url)).toBeUndefined();
  });
});

describe('mainThreadCost', () => {
  const start = { ...MAIN, ts: 100_000 };

  it('gives each nested event its self time in its group, unknown children the parent group', () => {
    const events = [
      x('RunTask', 100, 80),
      x('EvaluateScript', 100, 60),
      x('v8.compile', 101, 10),
      x('Layout', 120, 5), // forced by the script: layout, not scripting
      x('SomethingInternal', 130, 4), // unknown inside a script: scripting
      x('RunTask', 200, 20),
      x('ParseHTML', 200, 20),
    ];
    const cost = mainThreadCost(events, start);
    expect(cost.groups.scriptParseCompile).toBeCloseTo(10);
    expect(cost.groups.styleLayout).toBeCloseTo(5);
    expect(cost.groups.scriptEvaluation).toBeCloseTo(60 - 10 - 5);
    expect(cost.groups.parseHTML).toBeCloseTo(20);
    expect(cost.groups.other).toBeCloseTo(20); // the first RunTask's own 20 ms outside the script
    expect(cost.scriptingMs).toBeCloseTo(55);
    expect(cost.busyMs).toBeCloseTo(100);
  });

  it('counts long tasks over 50 ms, their blocking time and the end of the last one', () => {
    const events = [x('RunTask', 100, 80), x('RunTask', 300, 50), x('RunTask', 400, 120), x('RunTask', 600, 10)];
    const cost = mainThreadCost(events, start);
    expect(cost.longTasks).toBe(2);
    expect(cost.longTaskMs).toBeCloseTo(200);
    expect(cost.blockingMs).toBeCloseTo(30 + 70);
    expect(cost.lastLongTaskEndMs).toBeCloseTo(420);
  });

  it('leaves out other threads and what ended before the navigation, and clips what spans it', () => {
    const events = [x('RunTask', 10, 20), x('RunTask', 90, 30), x('EvaluateScript', 90, 30), x('RunTask', 150, 90, { pid: 8, tid: 1 }), x('EvaluateScript', 150, 90, { pid: 7, tid: 2 })];
    const cost = mainThreadCost(events, start);
    expect(cost.busyMs).toBeCloseTo(20);
    expect(cost.scriptingMs).toBeCloseTo(20);
    expect(cost.longTasks).toBe(0);
  });

  it('counts by the thread clock too: time the thread was off its core is not scripting', () => {
    const events: TraceEvent[] = [
      { ...x('RunTask', 100, 80), tdur: 50_000 },
      // 60 ms by the wall clock, of which the thread ran 30; its layout child ran 4 of its 5.
      { ...x('FunctionCall', 100, 60), tdur: 30_000 },
      { ...x('Layout', 120, 5), tdur: 4_000 },
      // No thread clock recorded: its wall time stands in.
      { name: 'v8.compile', ph: 'B', ts: 170_000, ...MAIN },
      { name: 'v8.compile', ph: 'E', ts: 172_000, ...MAIN },
      // Begin and end with the thread clock: 3 ms by the thread of 6 by the wall.
      { name: 'EvaluateScript', ph: 'B', ts: 200_000, tts: 1_000_000, ...MAIN },
      { name: 'EvaluateScript', ph: 'E', ts: 206_000, tts: 1_003_000, ...MAIN },
    ];
    const cost = mainThreadCost(events, start);
    expect(cost.scriptingMs).toBeCloseTo(60 - 5 + 2 + 6);
    expect(cost.threadGroups.scriptEvaluation).toBeCloseTo(30 - 4 + 3);
    expect(cost.threadGroups.styleLayout).toBeCloseTo(4);
    expect(cost.threadGroups.scriptParseCompile).toBeCloseTo(2);
    expect(cost.scriptingThreadMs).toBeCloseTo(26 + 3 + 2);
  });

  it('pairs begin and end events by name', () => {
    const events: TraceEvent[] = [x('RunTask', 100, 30), { name: 'FunctionCall', ph: 'B', ts: 105_000, ...MAIN }, { name: 'FunctionCall', ph: 'E', ts: 125_000, ...MAIN }];
    expect(mainThreadCost(events, start).groups.scriptEvaluation).toBeCloseTo(20);
  });
});

describe('helpers', () => {
  it('reads both trace shapes', () => {
    const events = [x('RunTask', 1, 1)];
    expect(traceEvents(events)).toEqual(events);
    expect(traceEvents({ traceEvents: events })).toEqual(events);
    expect(traceEvents({})).toEqual([]);
  });

  it('median and nearest-rank percentile', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([...Array(20).keys()].map((i) => i + 1), 95)).toBe(20);
  });
});
