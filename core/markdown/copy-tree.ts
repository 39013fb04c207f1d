/**
 * A plain copy of a syntax tree (objects, arrays and values; parsers make nothing else). Iterative,
 * so a tree nested deeper than the stack allows is copied too.
 */
export function copyTree<T>(root: T): T {
  const copy = (value: unknown): unknown =>
    Array.isArray(value) ? [...value] : value !== null && typeof value === 'object' ? { ...value } : value;
  const top = copy(root);
  const stack: unknown[] = [top];
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown> | unknown[];
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      if (value !== null && typeof value === 'object') {
        const inner = copy(value);
        (node as Record<string, unknown>)[key] = inner;
        stack.push(inner);
      }
    }
  }
  return top as T;
}
