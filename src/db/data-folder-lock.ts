import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processRunning } from '@/lib/os/process-running';

/**
 * PGlite has no lock between processes: a second process on the same data folder (the dealer-key
 * CLI while the server runs) works on its own copy in memory and writes it back over the other's
 * later, so a revoked key stays valid and the revocation is lost again (issue 49, item 9). Every
 * process that opens a data folder therefore takes `<folder>.lock` first, holding its pid, and
 * refuses while a living process holds it. A lock left by a process that died (killed, crashed) is
 * taken over: its pid is gone, or now belongs to a process that started later (pid reuse after a
 * container restart), which the start time in /proc tells apart where there is one.
 */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `De database in ${folder} is in gebruik door proces ${holder.pid}${holder.command ? ` (${holder.command})` : ''}. ` +
        'Een PGlite-map kan maar door één proces tegelijk geopend worden: stop dat proces eerst (bijvoorbeeld de server van npm start), ' +
        'of gebruik PostgreSQL met DATABASE_URL.',
    );
  }
}

export interface LockHolder {
  pid: number;
  /** The process's start in clock ticks since boot (/proc/<pid>/stat), when the system has /proc. */
  started: string | null;
  hostname: string;
  command: string;
}

/** The lock file of a data folder: beside it, since PGlite wants its own folder to itself. */
export function lockPathOf(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

function processStart(pid: number): string | null {
  try {
    // Field 22 (starttime); the command name in field 2 may hold spaces and parentheses, so count from its end.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `holder` still runs (on another host we cannot know: assume it does). */
export function holderAlive(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return true;
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !processRunning(holder.pid)) return false;
  const started = processStart(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null, hostname: String(parsed.hostname ?? ''), command: String(parsed.command ?? '') };
  } catch {
    return null;
  }
}

function ownHolder(): LockHolder {
  const script = process.argv[1] ? path.basename(process.argv[1]) : '';
  return { pid: process.pid, started: processStart(process.pid), hostname: os.hostname(), command: [path.basename(process.argv0), script].filter(Boolean).join(' ') };
}

/** Locks held by this process, released at its exit even when it never closed the database. */
const held = new Set<string>();
let exitHookInstalled = false;

function releaseFile(file: string, content: string): void {
  try {
    // Only our own: a lock another process took over after ours was judged stale stays.
    if (readFileSync(file, 'utf8') === content) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/**
 * Takes the folder's lock for this process, or throws DataFolderInUseError naming the holder.
 * Returns the release. A second open within this process is refused as well: two PGlite instances
 * on one folder lose writes just the same.
 */
export function lockDataFolder(folder: string): () => void {
  const file = lockPathOf(folder);
  const content = JSON.stringify(ownHolder());
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // Written whole beside it, then linked into place: a reader never sees a half-written lock.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, content, { mode: 0o644 });
      try {
        linkSync(partial, file);
      } finally {
        unlinkSync(partial);
      }
      held.add(file);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', () => {
          for (const lock of held) releaseFile(lock, content);
        });
      }
      return () => {
        held.delete(file);
        releaseFile(file, content);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const holder = readHolder(file);
    if (holder && holderAlive(holder)) throw new DataFolderInUseError(path.resolve(folder), holder);
    // Stale (or unreadable, a write cut short): removed only if it is still the one just read.
    try {
      if (readFileSync(file, 'utf8') === raw) unlinkSync(file);
    } catch {
      // Gone meanwhile: try again.
    }
  }
  const holder = readHolder(file);
  throw new DataFolderInUseError(path.resolve(folder), holder ?? { pid: 0, started: null, hostname: '', command: '' });
}
