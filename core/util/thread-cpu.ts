import { readFileSync } from 'node:fs';

/**
 * CPU time the calling thread has used so far, in milliseconds, where the system tells it
 * (Linux: /proc/thread-self/stat, counted in clock ticks of 10 ms, so only sums over many calls
 * are meaningful); elsewhere the wall clock, which counts waits for the CPU too. The build reports
 * what its optional outputs cost with it; on a busy machine wall time would overstate them.
 */
export function threadCpuMs(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'latin1');
    // The fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return performance.now();
  }
}
