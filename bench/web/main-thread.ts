/** How much of the page's main thread a Lighthouse run got, read from the run's trace. */
export interface MainThreadTime {
  /** CPU the page's main thread used in its tasks (the trace's thread time). */
  cpuMs: number;
  /** Wall time of the same tasks: more than the CPU when the thread waited for a core (other processes, neighbours). */
  wallMs: number;
  /**
   * Blocking time as Lighthouse counts it (each task's time beyond 50 ms, once slowed down), from each task's CPU
   * rather than its wall time: what the page's own work would block on a machine where it had its core. Counted over
   * the whole trace, so not the TBT audit's figure; comparable between builds measured on the same machine.
   */
  cpuBlockingMs: number;
}

interface TraceEvent { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number }

/**
 * The page's main thread (the renderer thread that painted first) over the whole load: its tasks' CPU and wall time,
 * and the blocking time their CPU makes at the run's CPU slowdown (Lighthouse's `cpuSlowdownMultiplier`).
 * Lighthouse's simulated phone multiplies the wall time of each task, so a task stretched by a busy machine counts as
 * slow code; their ratio says how busy the machine was during the run. Undefined when the trace has no first paint.
 */
export function mainThreadTime(trace: unknown, cpuSlowdown: number): MainThreadTime | undefined {
  const events = ((trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents ?? []);
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  let cpu = 0;
  let wall = 0;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== paint.pid || e.tid !== paint.tid) continue;
    cpu += e.tdur ?? 0;
    wall += e.dur ?? 0;
    blocking += Math.max(0, ((e.tdur ?? 0) / 1000) * cpuSlowdown - 50);
  }
  return { cpuMs: Math.round(cpu / 1000), wallMs: Math.round(wall / 1000), cpuBlockingMs: Math.round(blocking) };
}
