import { splitPointer, type SpecDocuments } from './documents.ts';
import { getAt, isObject } from './pointer.ts';

/** Path item keys whose value is an operation: OpenAPI allows no Reference Object there. */
const OPERATION_KEYS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The spec as the OpenAPI JSON schema should see it. Multi-file specs write whole path items and
 * operations in other files (`get: {$ref: ./ops/list.yaml}`), which the schema does not allow and
 * which validating the raw spec would report as "responses is missing". So:
 * - a `$ref` to another file is replaced by the value it names, the first time it is met, so each
 *   file's values are validated once, where they are first used;
 * - a `$ref` that stands for a path item or an operation is always replaced;
 * - any other `$ref` (into the spec itself, to a value already shown, or back to a value being
 *   expanded: a circular reference) stays a Reference Object, which the schema accepts.
 * The view mirrors the raw spec's shape, so an error's instance path walked through the raw files
 * (validate.ts `rawLocation`) lands on the line where the value was written. Unchanged subtrees are
 * shared with the raw spec, not copied.
 */
export function validationView(docs: SpecDocuments): unknown {
  const inlined = new Set<string>();
  const walk = (node: unknown, key: string, parentKey: string, stack: readonly string[]): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const out = node.map((item) => {
        const next = walk(item, '', key, stack);
        if (next !== item) changed = true;
        return next;
      });
      return changed ? out : node;
    }
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string' && key !== 'example') {
      const target = node.$ref;
      const external = !target.startsWith('#');
      const mustInline = (parentKey === 'paths' || parentKey === 'webhooks' || OPERATION_KEYS.has(key)) && !stack.includes(target);
      if (mustInline || (external && !inlined.has(target) && !stack.includes(target))) {
        const found = splitPointer(docs, target);
        const value = found ? getAt(found.file.source.value, found.tokens) : undefined;
        if (value !== undefined) {
          inlined.add(target);
          return walk(value, key, parentKey, [...stack, target]);
        }
      }
      // Left as a Reference Object, which the schema accepts wherever OpenAPI allows one.
      return node;
    }
    let out: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-')) continue;
      const next = walk(v, k, key, stack);
      if (next !== v) {
        out ??= { ...node };
        out[k] = next;
      }
    }
    return out ?? node;
  };
  return walk(docs.main.source.value, '', '', []);
}
