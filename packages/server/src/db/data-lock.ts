import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database folder for this process. PGlite has no lock of its own and two processes
 * writing one folder corrupt it, so a second opener is refused with a message that says what to do.
 */
export function lockDataDir(dataDir: string, role: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'onego.lock');
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid, role, since: new Date().toISOString() }));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; role?: string } = {};
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as typeof holder;
      } catch {
        // An unreadable lock file is left over from a crash: take it over.
      }
      if (holder.pid && holder.pid !== process.pid && alive(holder.pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.role ?? 'unknown'}). ` +
          'Only one process may open it: stop that process first, or run with DATABASE_URL pointing at a PostgreSQL server.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
