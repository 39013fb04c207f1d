/**
 * Bounded concurrency for fire-and-forget work such as file writes: `add` returns at once while
 * fewer than `limit` tasks are pending, else when one of them settles. The first failure is thrown
 * by the next `add` or by `drain`.
 */
export interface InFlight {
  add(task: Promise<unknown>): Promise<void>;
  drain(): Promise<void>;
}

export function inFlight(limit: number): InFlight {
  const pending = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const check = () => {
    if (failure) throw failure.error;
  };
  return {
    async add(task) {
      const tracked: Promise<void> = task.then(
        () => void pending.delete(tracked),
        (error: unknown) => {
          pending.delete(tracked);
          failure ??= { error };
        },
      );
      pending.add(tracked);
      if (pending.size >= limit) await Promise.race(pending);
      check();
    },
    async drain() {
      await Promise.all(pending);
      check();
    },
  };
}
