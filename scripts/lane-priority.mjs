// A lower priority that holds across sessions: `npm test`'s static checks (decision 0057). Linux's autogroup scheduling
// (CONFIG_SCHED_AUTOGROUP, on by default and on these machines) shares the CPU between sessions
// first and by nice only within a session: a process that leads its own session (spawned detached),
// at nice 10, still gets half the machine against another session at nice 0. Setting its session's
// autogroup nice too makes the lower priority hold across sessions.
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Lowers the priority of `pid` (and of what it starts later) to `nice`, its session's autogroup included. */
export function lowerPriority(pid, nice) {
  setPriority(pid, nice);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // Not Linux, or a kernel without autogroups: nice alone is the priority.
  }
}
