import { readdirSync, readFileSync } from 'node:fs';

// Linux clock ticks per second for /proc times (USER_HZ; 100 on every mainstream kernel configuration).
const TICK_MS = 10;

function procTimes(pid: string): { self: number; children: number; uid: number; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    // Fields after the name: state is f[0], so utime/stime/cutime/cstime are f[11..14].
    return { self: (Number(f[11]) + Number(f[12])) * TICK_MS, children: (Number(f[13]) + Number(f[14])) * TICK_MS, uid, ppid: Number(f[1]) };
  } catch {
    return undefined;
  }
}

/** The postmaster whose processes postgresCpuMs counts, once onlyCluster named one; else every PostgreSQL process. */
let postmaster: number | undefined;

/**
 * Counts, from now on, only the PostgreSQL server (cluster) a backend of ours belongs to: its postmaster and the
 * postmaster's processes, with what exited backends used. On a machine where other servers run, this keeps their work
 * out of the figures. Answers false when the backend's process is not visible (a remote server).
 */
export function onlyCluster(backendPid: number): boolean {
  const parent = procTimes(String(backendPid))?.ppid;
  if (!parent) return false;
  postmaster = parent;
  return true;
}

/**
 * CPU milliseconds used so far by every process of a local PostgreSQL server (the processes of its OS user, plus
 * what their exited children used; only the cluster named by onlyCluster once it was called), or undefined when no
 * such process is visible (a remote server).
 */
export function postgresCpuMs(user = 'postgres'): number | undefined {
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${user}:`));
  if (!passwd) return undefined;
  const uid = Number(passwd.split(':')[2]);
  let total = 0;
  let seen = false;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    const t = procTimes(pid);
    if (t?.uid !== uid) continue;
    if (postmaster !== undefined && Number(pid) !== postmaster && t.ppid !== postmaster) continue;
    seen = true;
    total += t.self + t.children;
  }
  return seen ? total : undefined;
}

/** CPU milliseconds used so far by this process and, separately, by its exited (waited-for) children. */
export function ownCpuMs(): { self: number; children: number } {
  const u = process.cpuUsage();
  return { self: (u.user + u.system) / 1000, children: procTimes('self')?.children ?? 0 };
}

/** Where the CPU of a measure went: PostgreSQL's processes, this process, and its exited children (a load client, pgbench). */
export interface CpuParts {
  postgres: number;
  server: number;
  client: number;
}

/**
 * Runs `work` and adds the CPU milliseconds it cost, in parts (undefined when PostgreSQL's processes are not visible,
 * as with a remote server).
 */
export async function cpuOf<T extends object>(work: () => Promise<T>): Promise<T & { cpuMs: number | undefined; parts: CpuParts | undefined }> {
  const pg0 = postgresCpuMs();
  const own0 = ownCpuMs();
  const result = await work();
  await new Promise((r) => setTimeout(r, 300)); // let backends of closed connections exit and be counted
  const pg1 = postgresCpuMs();
  const own1 = ownCpuMs();
  if (pg0 === undefined || pg1 === undefined) return { ...result, cpuMs: undefined, parts: undefined };
  const parts = { postgres: pg1 - pg0, server: own1.self - own0.self, client: own1.children - own0.children };
  return { ...result, cpuMs: parts.postgres + parts.server + parts.client, parts };
}
