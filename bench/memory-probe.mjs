// Preloaded into a node's processes by bench/soak.ts (NODE_OPTIONS=--import …): every few seconds
// each process writes its memory figures to SOAK_MEMORY_DIR/<pid>.json, so the soak reads the heap
// of the app server from outside, without a debugger or a route for it. Bench only, never product code.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.SOAK_MEMORY_DIR;
if (dir) {
  const file = path.join(dir, `${process.pid}.json`);
  const write = () => {
    const usage = process.memoryUsage();
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, ppid: process.ppid, at: Date.now(), ...usage }));
    } catch {
      // The folder went away with the run.
    }
  };
  write();
  setInterval(write, 5_000).unref();
}
