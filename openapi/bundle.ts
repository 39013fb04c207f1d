import { dump } from 'js-yaml';
import { splitPointer, unresolvedRef, valueAt, type SpecDocuments } from './documents.ts';
import { childPointer, isObject, pointerTokens } from './pointer.ts';

/** Where a part taken from another file goes in the bundle, by the spec's version. */
interface Homes {
  /** The part sections another file may be written in, as pointer tokens: `['parameters']`, `['components', 'parameters']`. */
  sections: string[][];
  /** Where a schema with no section of its own (a file that is one schema) goes. */
  schemas: string[];
}

const SWAGGER2: Homes = { sections: [['definitions'], ['parameters'], ['responses']], schemas: ['definitions'] };
const OPENAPI3: Homes = {
  sections: [
    'schemas',
    'responses',
    'parameters',
    'examples',
    'requestBodies',
    'headers',
    'securitySchemes',
    'links',
    'callbacks',
    'pathItems',
  ].map((k) => ['components', k]),
  schemas: ['components', 'schemas'],
};

/** Keys under which a spec holds schemas: below them, every value is a schema or part of one. */
const SCHEMA_KEYS = new Set(['schema', 'definitions', 'schemas', '$defs']);
/** Keys of a schema whose value is a map of schemas, not a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);

/**
 * The spec as one self-contained file, for the download button of a multi-file spec, in the
 * version it is written in (a Swagger 2.0 spec stays 2.0): every `$ref` to another file is
 * replaced. A part written in a section of its file (`types.json#/parameters/ApiVersion`,
 * `common.yaml#/components/schemas/Error`) or a schema that is a whole file goes into the same
 * section of the bundle once, under its name, and every use refers to it there, so a schema shared
 * by thirty operations is written once and a recursive one stays finite; any other value (a path
 * item, an example) is written where it is used. YAML or JSON, as the spec is written. Undefined
 * for a spec that is one file: it is published as it is. Takes the documents as read, before any
 * conversion.
 */
export function bundleSpec(docs: SpecDocuments): string | undefined {
  if (docs.files.size <= 1 || !isObject(docs.main.source.value)) return undefined;
  const source = docs.main.source.value;
  const homes = source.swagger !== undefined ? SWAGGER2 : OPENAPI3;
  const hoisted: { section: string[]; name: string; value: unknown }[] = [];
  /** Canonical pointer of a part in another file -> its pointer in the bundle. */
  const placed = new Map<string, string>();
  const taken = new Map<string, Set<string>>();
  const nameIn = (section: string[], base: string): string => {
    const key = section.join('/');
    let names = taken.get(key);
    if (!names) {
      names = new Set(Object.keys(sectionOf(source, section) ?? {}));
      taken.set(key, names);
    }
    let name = base || 'part';
    for (let n = 2; names.has(name); n++) name = `${base}_${n}`;
    names.add(name);
    return name;
  };
  const hoist = (ref: string, section: string[], base: string): string => {
    const known = placed.get(ref);
    if (known) return known;
    const name = nameIn(section, base);
    const local = childPointer('#', ...section, name);
    placed.set(ref, local);
    const entry = { section, name, value: null as unknown };
    hoisted.push(entry);
    entry.value = copy(valueAt(docs, ref), [ref], /^(definitions|schemas)$/.test(section[section.length - 1] ?? ''));
    return local;
  };
  // `isMap`: the value of `properties` and the like, which may be written as a `$ref` too.
  const copy = (node: unknown, stack: readonly string[], inSchema: boolean, isMap = false): unknown => {
    if (Array.isArray(node)) return node.map((v) => copy(v, stack, inSchema));
    if (!isObject(node)) return node;
    const out: Record<string, unknown> = {};
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const broken = unresolvedRef(ref);
      if (broken !== undefined) out.$ref = broken;
      else if (ref.startsWith('#')) out.$ref = ref;
      else {
        const home = isMap ? undefined : homeOf(docs, homes, ref, inSchema);
        if (home) out.$ref = hoist(ref, home.section, home.name);
        else if (stack.includes(ref) || !splitPointer(docs, ref)) out.$ref = ref;
        else {
          const inlined = copy(valueAt(docs, ref), [...stack, ref], inSchema);
          // Siblings of the `$ref` (3.1) still apply to the value it stood for.
          if (!isObject(inlined) || Object.keys(node).length === 1) return inlined;
          Object.assign(out, inlined);
        }
      }
      for (const [k, v] of Object.entries(node)) if (k !== '$ref') out[k] = copy(v, stack, inSchema);
      return out;
    }
    for (const [k, v] of Object.entries(node))
      out[k] =
        k.startsWith('x-') && !inSchema
          ? copy(v, stack, false)
          : copy(v, stack, inSchema || SCHEMA_KEYS.has(k), inSchema && SCHEMA_MAPS.has(k));
    return out;
  };
  // A section entry that is only a file `$ref` (`schemas: {Pet: {$ref: pet.yaml}}`) is that
  // part's definition: the file's value takes its place, and other uses refer to the entry.
  for (const section of homes.sections) {
    const entries = sectionOf(source, section) ?? {};
    for (const [name, value] of Object.entries(entries))
      if (isObject(value) && typeof value.$ref === 'string' && Object.keys(value).length === 1 && !value.$ref.startsWith('#'))
        if (unresolvedRef(value.$ref) === undefined && !placed.has(value.$ref)) placed.set(value.$ref, childPointer('#', ...section, name));
  }
  const inlineEntries = new Map([...placed].map(([ref, local]) => [local, ref]));
  const root = copy(source, [], false) as Record<string, unknown>;
  for (const [local, ref] of inlineEntries) {
    const tokens = pointerTokens(local);
    const schema = tokens[tokens.length - 2] === 'schemas' || tokens[0] === 'definitions';
    hoisted.push({
      section: tokens.slice(0, -1),
      name: tokens[tokens.length - 1] as string,
      value: copy(valueAt(docs, ref), [ref], schema),
    });
  }
  for (const { section, name, value } of hoisted) ensureSection(root, section)[name] = value;
  if (/\.json$/i.test(docs.main.abs)) return `${JSON.stringify(root, null, 2)}\n`;
  return dump(root, { noRefs: true, lineWidth: -1 });
}

function sectionOf(root: unknown, section: readonly string[]): Record<string, unknown> | undefined {
  let node = root;
  for (const t of section) node = isObject(node) ? node[t] : undefined;
  return isObject(node) ? node : undefined;
}

function ensureSection(root: Record<string, unknown>, section: readonly string[]): Record<string, unknown> {
  let node = root;
  for (const t of section) {
    if (!isObject(node[t])) node[t] = {};
    node = node[t] as Record<string, unknown>;
  }
  return node;
}

/**
 * The section and name a part from another file takes in the bundle: the section it is written
 * in, or, for a schema reached from a schema, the schemas section under its last name.
 */
function homeOf(docs: SpecDocuments, homes: Homes, ref: string, inSchema: boolean): { section: string[]; name: string } | undefined {
  const [key = '', fragment = ''] = ref.split('#');
  const tokens = pointerTokens(fragment);
  for (const section of homes.sections)
    if (tokens.length === section.length + 1 && section.every((t, i) => tokens[i] === t))
      return { section, name: tokens[tokens.length - 1] as string };
  // A 3.x spec may use a file written in 2.0's shape (`common.json#/definitions/Error`) and the
  // other way round: a schema is a schema wherever it was written.
  if (!inSchema || !isObject(valueAt(docs, ref))) return undefined;
  const last = tokens[tokens.length - 1] ?? (key.split('/').pop() ?? key).replace(/\.(ya?ml|json)$/i, '');
  return { section: homes.schemas, name: last };
}
