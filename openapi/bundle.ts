import { dump } from 'js-yaml';
import { splitPointer, unresolvedRef, valueAt, type SpecDocuments } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';

/**
 * The spec as one self-contained file, for the download button of a multi-file spec: every `$ref`
 * to another file is replaced. A schema that has a name (a component, or a file schema named by
 * file-schemas.ts) goes under `components.schemas` once and every use refers to it there, so a
 * schema shared by thirty operations is written once and a recursive one stays finite; any other
 * value (a path item, a response, a code sample) is written where it is used. YAML or JSON, as the
 * spec is written. Undefined for a spec that is one file: it is published as it is.
 */
export function bundleSpec(docs: SpecDocuments, names: ReadonlyMap<string, string>): string | undefined {
  if (docs.files.size <= 1 || docs.main.source.written) return undefined;
  const schemas: Record<string, unknown> = {};
  const placed = new Set<string>();
  const componentOf = (pointer: string): string | undefined => {
    const name = names.get(pointer);
    if (name === undefined) return undefined;
    // A component defined in the spec itself keeps its place; only file schemas move in.
    if (!pointer.startsWith('#/components/schemas/') && !placed.has(pointer)) {
      placed.add(pointer);
      schemas[name] = copy(valueAt(docs, pointer), []);
    }
    return childPointer('#/components/schemas', name);
  };
  const copy = (node: unknown, stack: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((v) => copy(v, stack));
    if (!isObject(node)) return node;
    const out: Record<string, unknown> = {};
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const broken = unresolvedRef(ref);
      if (broken !== undefined) out.$ref = broken;
      else if (ref.startsWith('#')) out.$ref = componentOf(ref) ?? ref;
      else {
        const named = componentOf(ref);
        if (named) out.$ref = named;
        else if (stack.includes(ref) || !splitPointer(docs, ref)) out.$ref = ref;
        else {
          const inlined = copy(valueAt(docs, ref), [...stack, ref]);
          // Siblings of the `$ref` (3.1) still apply to the value it stood for.
          if (!isObject(inlined) || Object.keys(node).length === 1) return inlined;
          Object.assign(out, inlined);
        }
      }
      for (const [k, v] of Object.entries(node)) if (k !== '$ref') out[k] = copy(v, stack);
      return out;
    }
    for (const [k, v] of Object.entries(node)) out[k] = copy(v, stack);
    return out;
  };
  const root = copy(docs.main.source.value, []) as Record<string, unknown>;
  // components.schemas.X: {$ref: models/x.yml} is X's definition: the file's value takes its place.
  const components = isObject(root.components) ? root.components : (root.components = {});
  const own = isObject(components.schemas) ? components.schemas : {};
  const raw =
    isObject(docs.main.source.value) && isObject(docs.main.source.value.components) && isObject(docs.main.source.value.components.schemas)
      ? docs.main.source.value.components.schemas
      : {};
  for (const [name, value] of Object.entries(raw)) {
    if (isObject(value) && typeof value.$ref === 'string' && !value.$ref.startsWith('#') && unresolvedRef(value.$ref) === undefined)
      own[name] = copy(valueAt(docs, value.$ref), [value.$ref]);
  }
  if (Object.keys(own).length > 0 || Object.keys(schemas).length > 0) components.schemas = { ...own, ...schemas };
  if (/\.json$/i.test(docs.main.abs)) return `${JSON.stringify(root, null, 2)}\n`;
  return dump(root, { noRefs: true, lineWidth: -1 });
}
