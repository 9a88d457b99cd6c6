/**
 * bench:call's CPU per call (bench/call-bench.ts): the CPU time (/proc/<pid>/stat utime + stime) of
 * every process under this one, grouped as the product (the launcher's Node: gateway and services),
 * Janus and the browsers (Chromium, every process of it), read before and after the counted calls.
 * CPU per call moves far less with the machine's load than the latencies do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICKS_PER_SECOND = 100;

export type CpuGroup = 'product' | 'janus' | 'browser' | 'other';
export type CpuReading = Record<CpuGroup, number>;

interface Proc {
  pid: number;
  ppid: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
  comm: string;
  cmdline: string;
}

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are read from its closing one.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      out.push({ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), comm, cmdline });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return out;
}

function groupOf(p: Proc): CpuGroup {
  if (p.comm === 'janus' || p.cmdline.includes('/janus ')) return 'janus';
  if (/chrom/i.test(p.comm) || /chrom/i.test(p.cmdline)) return 'browser';
  if (p.cmdline.includes('launcher/dist/main.js')) return 'product';
  return 'other';
}

/** The CPU milliseconds so far of every process under this one, by group (this process itself not counted). */
export function cpuOfDescendants(): CpuReading {
  const all = processes();
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const reading: CpuReading = { product: 0, janus: 0, browser: 0, other: 0 };
  const walk = (pid: number, inherited: CpuGroup | null) => {
    for (const child of children.get(pid) ?? []) {
      const own = groupOf(child);
      const group = own === 'other' && inherited ? inherited : own;
      reading[group] += (child.ticks * 1000) / TICKS_PER_SECOND;
      walk(child.pid, group);
    }
  };
  walk(process.pid, null);
  return reading;
}

/** Per call: the CPU between two readings divided by the calls made between them. */
export function cpuPerCallText(before: CpuReading, after: CpuReading, calls: number): string {
  const per = (group: CpuGroup) => Math.round((after[group] - before[group]) / Math.max(1, calls));
  return `product ${per('product')} ms, Janus ${per('janus')} ms, browsers (both sides, every Chromium process) ${per('browser')} ms`;
}

/** os.loadavg() as the readings print it. */
export function loadText(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}
