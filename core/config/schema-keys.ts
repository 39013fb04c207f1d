import type { z } from 'zod';

/**
 * The keys a schema accepts at a path of the data, for "did you mean": a misspelt key is compared
 * with the keys its own object knows. Unions contribute the keys of every branch.
 */
export function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const keys = new Set<string>();
  for (const object of objectsAt(schema, path)) for (const k of Object.keys(object)) keys.add(k);
  return [...keys];
}

type Def = { type: string; [key: string]: unknown };

function def(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function objectsAt(schema: unknown, path: readonly PropertyKey[]): Record<string, unknown>[] {
  const d = def(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return objectsAt(d.innerType, path);
    case 'pipe':
      return objectsAt(d.in, path);
    case 'lazy':
      return objectsAt((d.getter as () => unknown)(), path);
    case 'union':
      return (d.options as unknown[]).flatMap((o) => objectsAt(o, path));
    case 'object': {
      const shape = d.shape as Record<string, unknown>;
      if (path.length === 0) return [shape];
      const next = shape[String(path[0])];
      return next ? objectsAt(next, path.slice(1)) : [];
    }
    case 'array':
      return path.length > 0 && typeof path[0] === 'number' ? objectsAt(d.element, path.slice(1)) : [];
    case 'record':
      return path.length > 0 ? objectsAt(d.valueType, path.slice(1)) : [];
    default:
      return [];
  }
}
