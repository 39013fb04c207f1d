/**
 * `Promise.all(items.map(fn))` with at most `limit` calls pending at once, results in the order of
 * `items`. Reading every file of a site at once opened 100,000 files together on a 100,000-page
 * site and failed with EMFILE (too many open files); a few dozen at a time read as fast.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** How many files the load stage reads at once. */
export const READ_LIMIT = 64;

/**
 * A gate that lets at most `limit` tasks run at once; the others wait their turn in order. Writing
 * every file of a build at once opened thousands of files together and failed with EMFILE under
 * the common limit of 1,024 open files (`ulimit -n`).
 */
export function limiter(limit: number): <R>(task: () => Promise<R>) => Promise<R> {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running--;
    queue.shift()?.();
  };
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** How many files one output sink writes at once (the page worker has a sink of its own). */
export const WRITE_LIMIT = 32;
