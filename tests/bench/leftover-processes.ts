import { readdirSync, readFileSync } from 'node:fs';

// What a bench started, seen from outside: every process below the bench (by parent pid, and the
// process groups of those) is noted twice a second while the bench runs; once it has exited, any of
// them still alive after a grace period is a leftover (two Janus processes once outlived a bench
// run). Read from /proc here rather than with bench-kit's own reading: this is the check of it.

interface Proc {
  pid: number;
  ppid: number;
  pgrp: number;
  comm: string;
  /** R, S, D … or Z: a zombie has ended, only its parent has not read its exit yet. */
  state: string;
  /** Start time in ticks since boot: a pid reused by another process does not count as the same one. */
  start: string;
}

function stat(pid: number): Proc | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(') '));
    return { pid, ppid: Number(fields[1]), pgrp: Number(fields[2]), comm, state: fields[0]!, start: fields[19]! };
  } catch {
    return undefined;
  }
}

function allProcesses(): Proc[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter((p): p is Proc => p !== undefined);
}

/** `root`'s descendants now, and the members of their process groups. */
function below(root: number): Proc[] {
  const processes = allProcesses();
  const tree = new Map<number, Proc>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes) {
      if (!tree.has(p.pid) && (p.ppid === root || tree.has(p.ppid) || tree.has(p.pgrp))) {
        tree.set(p.pid, p);
        grew = true;
      }
    }
  }
  return [...tree.values()];
}

/** Still running: the same process (pid and start time), not a zombie. */
export function alive(p: { pid: number; start: string }): boolean {
  const now = stat(p.pid);
  return now?.start === p.start && now.state !== 'Z';
}

/** Whether `pid` runs (a zombie does not). */
export const runs = (pid: number): boolean => {
  const now = stat(pid);
  return now !== undefined && now.state !== 'Z';
};

/** Notes what `root` starts until `leftovers()` is called (once `root` has exited). */
export function watchStartedProcesses(root: number, everyMs = 500) {
  const seen = new Map<string, Proc>();
  const look = () => {
    for (const p of below(root)) seen.set(`${p.pid}:${p.start}`, p);
  };
  look();
  const timer = setInterval(look, everyMs);
  return {
    /**
     * The processes it started that still run `graceMs` after it exited, as "comm (pid N)"; each is
     * then killed, so a failed check leaves nothing running either.
     */
    async leftovers(graceMs = 15_000): Promise<string[]> {
      clearInterval(timer);
      let left = [...seen.values()].filter(alive);
      for (const deadline = Date.now() + graceMs; left.length > 0 && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        left = left.filter(alive);
      }
      for (const p of left) {
        try {
          process.kill(p.pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
      for (let waited = 0; left.some(alive) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      return left.map((p) => `${p.comm} (pid ${p.pid})`);
    },
  };
}
