import { deref, type Located, type SpecDocuments } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';

export type RawSchema = Record<string, unknown>;

/** A schema with its `allOf` members folded in, and where each of its properties was written. */
export interface MergedSchema {
  schema: RawSchema;
  propertyPointers: Map<string, string>;
  /** Where each member reached through a `$ref` lives: what a reader of the merged schema is inside of. */
  members: string[];
}

/** Keys of a polymorphic base that its subtypes must not inherit (they would list themselves). */
const POLYMORPHIC = ['oneOf', 'anyOf', 'discriminator'];

/**
 * Folds `allOf` into one schema, as readers of a reference expect ("the fields of Base, plus
 * these"). The schema's own keywords win over its members', earlier members over later ones;
 * properties are united (a property defined twice becomes the allOf of both) and so is
 * `required`. A member that is a polymorphic base gives its fields but not its oneOf, and a member
 * already being expanded (a cycle through allOf) gives only its own keywords.
 * A `$ref` with sibling keywords is read the same way: the siblings refine the target.
 */
export function mergeAllOf(docs: SpecDocuments, located: Located, stack: readonly string[]): MergedSchema {
  const propertyPointers = new Map<string, string>();
  const members: string[] = [];
  const out = liftRefSiblings(located.value as RawSchema);
  const own = { ...out };
  delete own.allOf;
  const schema: RawSchema = {};
  mergeInto(docs, schema, own, located.pointer, propertyPointers);
  const walk = (list: unknown, pointer: string, seen: readonly string[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((member, i) => {
      const at = childPointer(pointer, 'allOf', i);
      const target = deref(docs, { value: member, pointer: at });
      if (!target || !isObject(target.value)) return;
      const cyclic = seen.includes(target.pointer);
      if (target.pointer !== at && !members.includes(target.pointer)) members.push(target.pointer);
      let raw = liftRefSiblings(target.value);
      if (cyclic || raw.discriminator !== undefined) raw = without(raw, POLYMORPHIC);
      mergeInto(docs, schema, without(raw, ['allOf']), target.pointer, propertyPointers);
      if (!cyclic) walk(raw.allOf, target.pointer, [...seen, target.pointer]);
    });
  };
  walk(out.allOf, located.pointer, [...stack, located.pointer]);
  return { schema, propertyPointers, members };
}

/** `{ $ref: X, description: d }` -> `{ description: d, allOf: [{ $ref: X }, ...] }`. */
export function liftRefSiblings(schema: RawSchema): RawSchema {
  if (typeof schema.$ref !== 'string') return schema;
  const { $ref, ...rest } = schema;
  const allOf = Array.isArray(rest.allOf) ? rest.allOf : [];
  return { ...rest, allOf: [{ $ref }, ...allOf] };
}

function without(schema: RawSchema, keys: readonly string[]): RawSchema {
  const out = { ...schema };
  for (const k of keys) delete out[k];
  return out;
}

function typeList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return undefined;
}

/**
 * The `properties` map of a schema, following a `$ref` that stands for the whole map
 * (`properties: {$ref: attrs.yml#/ids}`), with the pointer each property is written under.
 */
export function propertiesOf(docs: SpecDocuments, schema: RawSchema, pointer: string): { map: RawSchema; base: string } | undefined {
  const raw = schema.properties;
  if (!isObject(raw)) return undefined;
  const base = childPointer(pointer, 'properties');
  if (typeof raw.$ref !== 'string') return { map: raw, base };
  const target = deref(docs, { value: raw, pointer: base });
  return target && isObject(target.value) ? { map: target.value, base: target.pointer } : { map: {}, base };
}

function mergeInto(
  docs: SpecDocuments,
  target: RawSchema,
  member: RawSchema,
  pointer: string,
  propertyPointers: Map<string, string>,
): void {
  for (const [key, value] of Object.entries(member)) {
    const found = key === 'properties' ? propertiesOf(docs, member, pointer) : undefined;
    if (found) {
      const props = (isObject(target.properties) ? { ...target.properties } : {}) as RawSchema;
      for (const [name, prop] of Object.entries(found.map)) {
        if (props[name] === undefined) {
          props[name] = prop;
          propertyPointers.set(name, childPointer(found.base, name));
        } else props[name] = { allOf: [props[name], prop] };
      }
      target.properties = props;
    } else if (key === 'required' && Array.isArray(value)) {
      const required = Array.isArray(target.required) ? target.required : [];
      target.required = [...new Set([...required, ...value])];
    } else if (key === 'type' && target.type !== undefined) {
      const a = typeList(target.type) ?? [];
      const both = a.filter((t) => (typeList(value) ?? []).includes(t));
      if (both.length > 0) target.type = both.length === 1 ? both[0] : both;
    } else if (key === 'items' && target.items !== undefined && isObject(value)) {
      target.items = { allOf: [target.items, value] };
    } else if (target[key] === undefined) target[key] = value;
  }
}
