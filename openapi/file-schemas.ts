import { deref, splitPointer, type SpecDocuments } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';
import { eachSubschema } from './subschemas.ts';

/**
 * Schemas written in files of their own and reached by a file `$ref` (`$ref: models/app_spec.yml`,
 * `$ref: attrs.yml#/ids`), which `components.schemas` does not name. Each gets a name (the file's
 * base name, or the last token of the fragment) so it is one definition with one anchor, linked
 * from every use, exactly as a component schema is: a spec that spells its shared schemas as file
 * references gets the same page as one that spells them `#/components/schemas/...`.
 * Keys are canonical pointers (documents.ts); names never clash with the components' or each other.
 */
export function fileSchemaNames(docs: SpecDocuments, names: ReadonlyMap<string, string>): Map<string, string> {
  const found = new Map<string, string>();
  const taken = new Set(names.values());
  const visited = new Set<string>();
  const seenObjects = new Set<object>();
  const name = (pointer: string): string => {
    const [key = '', fragment = ''] = pointer.split('#');
    const base = fragment
      ? decodeURIComponent(fragment.slice(fragment.lastIndexOf('/') + 1))
          .replace(/~1/g, '/')
          .replace(/~0/g, '~')
      : (key.split('/').pop() ?? key).replace(/\.(ya?ml|json)$/i, '');
    let out = base || 'schema';
    for (let n = 2; taken.has(out); n++) out = `${base}_${n}`;
    taken.add(out);
    return out;
  };
  const schema = (node: unknown, pointer: string): void => {
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string') {
      const target = deref(docs, { value: { $ref: node.$ref }, pointer });
      if (target && !visited.has(target.pointer)) {
        visited.add(target.pointer);
        const inOtherFile = (splitPointer(docs, target.pointer)?.file.key ?? '') !== '';
        if (inOtherFile && !names.has(target.pointer) && isObject(target.value)) found.set(target.pointer, name(target.pointer));
        schema(target.value, target.pointer);
      }
    }
    if (seenObjects.has(node)) return;
    seenObjects.add(node);
    // A map written as a `$ref` (`properties: {$ref: attrs.yml#/ids}`) is followed.
    eachSubschema(node, pointer, schema, (map) =>
      isObject(map) && typeof map.$ref === 'string' ? deref(docs, { value: map, pointer })?.value : map,
    );
  };
  // Everything that is not a schema: schemas hang under `schema` (parameters, media types,
  // headers) and under components.schemas; `$ref`s to path items, responses and the like are followed.
  const other = (node: unknown, pointer: string, depth: number): void => {
    if (typeof node !== 'object' || node === null || depth > 40) return;
    if (Array.isArray(node)) return node.forEach((v, i) => other(v, childPointer(pointer, i), depth + 1));
    if (seenObjects.has(node)) return;
    seenObjects.add(node);
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string' && obj.$ref !== '') {
      const target = deref(docs, { value: { $ref: obj.$ref }, pointer });
      if (target && !visited.has(target.pointer)) {
        visited.add(target.pointer);
        other(target.value, target.pointer, depth + 1);
      }
      return;
    }
    for (const [k, v] of Object.entries(obj)) {
      if (k === 'example' || k === 'examples' || k.startsWith('x-')) continue;
      if (k === 'schema') schema(v, childPointer(pointer, k));
      else if (k === 'schemas' && pointer === '#/components' && isObject(v))
        for (const [n, s] of Object.entries(v)) schema(s, childPointer(pointer, k, n));
      else other(v, childPointer(pointer, k), depth + 1);
    }
  };
  other(docs.main.source.value, '#', 0);
  return found;
}
