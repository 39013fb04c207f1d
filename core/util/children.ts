import { readdir, readFile } from 'node:fs/promises';

/** This process's child processes named `name` (Linux: /proc lists each thread's children), alive or exited but not yet reaped. */
async function childrenNamed(name: string): Promise<string[] | undefined> {
  let tasks: string[];
  try {
    tasks = await readdir('/proc/self/task');
  } catch {
    return undefined;
  }
  const pids = new Set<string>();
  for (const task of tasks) {
    const list = await readFile(`/proc/self/task/${task}/children`, 'latin1').catch(() => '');
    for (const pid of list.split(' ')) if (pid.trim()) pids.add(pid.trim());
  }
  const named: string[] = [];
  for (const pid of pids) if ((await readFile(`/proc/${pid}/comm`, 'latin1').catch(() => '')).trim() === name) named.push(pid);
  return named;
}

/**
 * Waits until no child process named `name` is left, not even exited and waiting to be reaped:
 * Node reaps a child in its event loop once the child's exit signal arrives, so a command that ends
 * right after stopping a child it cannot wait for by other means (esbuild's service, started by
 * esbuild's own API) would leave it as a zombie for PID 1. Where /proc does not tell, it returns.
 */
export async function childrenGone(name: string, timeoutMs = 2000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const left = await childrenNamed(name);
    if (!left || left.length === 0) return;
    await new Promise((r) => setTimeout(r, 5));
  }
}
