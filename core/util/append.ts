/**
 * `target.push(...items)` passes every item as an argument, and more than about 120,000 overflow
 * the stack: a hostile page with 200,000 inline nodes or broken links did. This pushes one by one.
 */
export function append<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** `target.splice(index, remove, ...items)` without passing the items as arguments. */
export function spliceIn<T>(target: T[], index: number, remove: number, items: readonly T[]): void {
  const rest = target.splice(index);
  append(target, items);
  append(target, rest.slice(remove));
}
