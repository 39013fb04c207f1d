import type { JsonValue, SchemaNode, SchemaVariants } from '../model/api-schema.ts';
import { deref, unresolvedRef, valueAt, type Located, type SpecDocuments } from './documents.ts';
import { liftRefSiblings, mergeAllOf, propertiesOf, type RawSchema } from './merge.ts';
import { childPointer, isInternal, isObject } from './pointer.ts';
import type { SpecText } from './text.ts';

export interface SchemaContext {
  docs: SpecDocuments;
  text: SpecText;
  /** Canonical pointer of each component schema -> its name. */
  names: ReadonlyMap<string, string>;
  /** Component schemas used in more than one place (usage.ts): always links, never expanded. */
  shared: ReadonlySet<string>;
  /**
   * Named schemas that extend another by `allOf` (the other's pointer -> theirs): the subtypes of a
   * parent whose discriminator has no oneOf and no mapping (Redoc's implicit discriminator).
   */
  subtypes?: ReadonlyMap<string, readonly string[]>;
}

export interface SchemaLimits {
  /** How many named schemas deep a tree is expanded inline; deeper ones become links. */
  maxInline: number;
  /** How many nodes one tree may have before further named schemas become links. */
  budget: number;
  /**
   * A request body leaves out readOnly properties (the server sets them), a response writeOnly
   * ones (never sent back), as Redoc does; a definition shows every property.
   */
  direction?: 'request' | 'response';
}

interface State {
  stack: readonly string[];
  /** Nesting of this node in the tree: inline schemas can nest without any `$ref`. */
  level: number;
  depth: number;
  budget: { left: number };
  limits: SchemaLimits;
}

const NUMBER_KEYS = [
  'minimum',
  'maximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;

/**
 * Builds the tree a schema renders as. `$ref`s are followed with a cycle guard: a schema already
 * being expanded above (a recursive schema) becomes a link to its definition, never a loop.
 */
export function buildSchema(ctx: SchemaContext, located: Located, limits: SchemaLimits): SchemaNode {
  // A definition is inside itself from the start: its own fields that refer back to it are links.
  const stack = ctx.names.has(located.pointer) ? [located.pointer] : [];
  return build(ctx, located, { stack, level: 0, depth: 0, budget: { left: limits.budget }, limits });
}

/**
 * How many schemas one tree may nest through `$ref`s and `allOf` before the rest is a link: a
 * guard for generated specs whose schemas chain hundreds of distinct levels deep (the stack of
 * references above a node is what keeps cycles finite; this keeps long chains finite too).
 */
const MAX_CHAIN = 64;
/** The most fields and variants a shared body schema may have to be shown inline at its operation. */
const INLINE_BODY_FIELDS = 60;

function fieldCount(ctx: SchemaContext, target: Located): number {
  if (!isObject(target.value)) return 0;
  const s = target.value.allOf !== undefined ? mergeAllOf(ctx.docs, target, []).schema : target.value;
  const props = propertiesOf(ctx.docs, s, target.pointer);
  const variants = [s.oneOf, s.anyOf].reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);
  return Object.keys(props?.map ?? {}).length + variants;
}
const MAX_LEVEL = 120;

/** The anchor of the component schema a pointer is in (`schema/Pet`), or ''. */
export function schemaAnchor(names: ReadonlyMap<string, string>, pointer: string): { name: string; anchor: string } {
  for (let p = pointer; p.includes('#'); p = p.slice(0, p.lastIndexOf('/'))) {
    const name = names.get(p);
    if (name !== undefined)
      return { name: p === pointer ? name : `${name}${decodeTail(pointer.slice(p.length))}`, anchor: `schema/${name}` };
    if (!p.includes('/')) break;
  }
  return { name: decodeTail(pointer.slice(pointer.lastIndexOf('/'))).replace(/^\./, ''), anchor: '' };
}

function decodeTail(tail: string): string {
  return tail.replace(/~1/g, '/').replace(/~0/g, '~').replace(/\//g, '.');
}

function build(ctx: SchemaContext, located: Located, state: State): SchemaNode {
  // `state` is rebound below when allOf members are entered; the caller's is never changed.
  state.budget.left--;
  const raw = located.value;
  // Past this the page could not show it anyway; it keeps the walk far from the stack's limit.
  if (state.level > MAX_LEVEL) return { pointer: located.pointer, types: [], nullable: false };
  if (isObject(raw) && typeof raw.$ref === 'string' && Object.keys(raw).length === 1) {
    const target = deref(ctx.docs, located);
    if (!target) return { pointer: located.pointer, types: [], nullable: false, unresolved: unresolvedRef(raw.$ref) ?? raw.$ref };
    const name = ctx.names.get(target.pointer);
    const recursive = state.stack.includes(target.pointer);
    // A body's own schema is written out for its direction when it has fields that only go one
    // way, even if it is shared: the link would list fields this request or response never has.
    const oneWay = state.level === 0 && state.limits.direction !== undefined && hasOneWayFields(target.value);
    // A request body (or parameter) is shown where the operation is, shared or not, as Redoc does,
    // while it is small enough to read there; a large one is a link. The same rule for every media
    // type. Shared responses stay links: the same error body under every operation says nothing new.
    const body = state.level === 0 && state.limits.direction === 'request' && fieldCount(ctx, target) <= INLINE_BODY_FIELDS;
    if (
      recursive ||
      state.stack.length >= MAX_CHAIN ||
      (name !== undefined &&
        ((ctx.shared.has(target.pointer) && !oneWay && !body) || state.depth >= state.limits.maxInline || state.budget.left <= 0))
    )
      return link(ctx, target, recursive);
    return build(ctx, target, { ...state, stack: [...state.stack, target.pointer], depth: state.depth + (name === undefined ? 0 : 1) });
  }
  if (raw === true || raw === undefined || !isObject(raw)) return { pointer: located.pointer, types: [], nullable: false };
  let merged: ReturnType<typeof mergeAllOf> | undefined;
  let unresolved: string | undefined;
  if (raw.allOf !== undefined || typeof raw.$ref === 'string') {
    // A member already being expanded above (`parent: {allOf: [{$ref: Node}]}` inside Node, or a
    // 3.1 `$ref` with siblings to itself) is the recursion: a link, with this place's own words.
    // Members at any depth of nested allOfs count. A schema listing itself among its own members
    // (`Loop2: {allOf: [Loop]}`, Loop an alias of Loop2) is not recursion: mergeAllOf skips that
    // member and keeps the rest.
    merged = mergeAllOf(ctx.docs, located, state.stack);
    const members = merged.members;
    // A subtype shown under its parent's discriminator extends that parent: not a recursion
    // (mergeAllOf takes the parent's fields without its variants).
    const looped =
      members.find((t) => t !== located.pointer && state.stack.includes(t) && !isPolymorphic(valueAt(ctx.docs, t))) ??
      (state.stack.length >= MAX_CHAIN ? members[0] : undefined);
    if (looped !== undefined)
      return withOwnWords(ctx, link(ctx, { value: valueAt(ctx.docs, looped), pointer: looped }, state.stack.includes(looped)), raw);
    unresolved = unresolvedMember(ctx, located);
    state = { ...state, stack: [...state.stack, ...members] };
  }
  const s: RawSchema = merged?.schema ?? raw;
  const p = located.pointer;
  const { types, nullable } = typesOf(s);
  const node: SchemaNode = { pointer: p, types, nullable };
  if (unresolved !== undefined) node.unresolved = unresolved;
  const name = ctx.names.get(p);
  if (name !== undefined) node.name = name;
  if (typeof s.title === 'string') node.title = s.title;
  if (typeof s.format === 'string') node.format = s.format;
  if (typeof s.description === 'string' && s.description.trim()) node.descriptionHtml = ctx.text.html(s.description);
  for (const flag of ['deprecated', 'readOnly', 'writeOnly', 'uniqueItems'] as const) if (s[flag] === true) node[flag] = true;
  for (const key of NUMBER_KEYS) if (typeof s[key] === 'number') node[key] = s[key];
  for (const key of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const v = s[key];
    if (typeof v === 'number' || v === true) node[key] = v;
  }
  for (const key of ['pattern', 'contentMediaType', 'contentEncoding'] as const) if (typeof s[key] === 'string') node[key] = s[key];
  if (Array.isArray(s.enum)) {
    node.enum = s.enum as JsonValue[];
    if (s.enum.includes(null)) node.nullable = true;
  }
  if (s.const !== undefined) node.const = s.const as JsonValue;
  if (s.default !== undefined) node.default = s.default as JsonValue;
  if (Array.isArray(s.examples)) node.examples = s.examples as JsonValue[];
  else if (s.example !== undefined) node.examples = [s.example as JsonValue];

  const inner: State = { ...state, level: state.level + 1 };
  const child = (value: unknown, pointer: string) => build(ctx, { value, pointer }, inner);
  const props = merged
    ? isObject(s.properties)
      ? { map: s.properties, base: childPointer(p, 'properties') }
      : undefined
    : propertiesOf(ctx.docs, s, p);
  if (props) {
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    const hidden = state.limits.direction === 'request' ? 'readOnly' : state.limits.direction === 'response' ? 'writeOnly' : undefined;
    node.properties = Object.entries(props.map).flatMap(([key, value]) => {
      const target = deref(ctx.docs, { value, pointer: p })?.value;
      if (isInternal(target) || (hidden && ((isObject(value) && value[hidden] === true) || (isObject(target) && target[hidden] === true))))
        return [];
      return [
        {
          name: key,
          required: required.has(key),
          schema: child(value, merged?.propertyPointers.get(key) ?? childPointer(props.base, key)),
        },
      ];
    });
  }
  if (s.additionalProperties === true || isObject(s.additionalProperties)) {
    node.additionalProperties =
      s.additionalProperties === true ? true : child(s.additionalProperties, childPointer(p, 'additionalProperties'));
  } else if (s.additionalProperties === false) node.additionalProperties = false;
  if (isObject(s.patternProperties))
    node.patternProperties = Object.entries(s.patternProperties).map(([pattern, value]) => ({
      pattern,
      schema: child(value, childPointer(p, 'patternProperties', pattern)),
    }));
  if (Array.isArray(s.prefixItems)) node.prefixItems = s.prefixItems.map((v, i) => child(v, childPointer(p, 'prefixItems', i)));
  if (isObject(s.items)) node.items = child(s.items, childPointer(p, 'items'));
  else if (Array.isArray(s.items)) node.prefixItems = s.items.map((v, i) => child(v, childPointer(p, 'items', i)));
  if (isObject(s.not)) node.not = child(s.not, childPointer(p, 'not'));
  if (isObject(s.if) && (isObject(s.then) || isObject(s.else))) {
    node.conditional = { if: child(s.if, childPointer(p, 'if')) };
    if (isObject(s.then)) node.conditional.then = child(s.then, childPointer(p, 'then'));
    if (isObject(s.else)) node.conditional.else = child(s.else, childPointer(p, 'else'));
  }
  if (isObject(s.dependentRequired)) {
    const deps = Object.entries(s.dependentRequired).flatMap(([k, v]) =>
      Array.isArray(v) ? [{ property: k, requires: v.map(String) }] : [],
    );
    if (deps.length > 0) node.dependentRequired = deps;
  }
  const variants = variantsOf(ctx, s, p, inner);
  if (variants) node.variants = variants;
  return node;
}

/** The first `$ref` among the allOf members (or a `$ref` with siblings) that leads nowhere. */
function unresolvedMember(ctx: SchemaContext, located: Located): string | undefined {
  const members = liftRefSiblings(located.value as RawSchema).allOf;
  if (!Array.isArray(members)) return undefined;
  for (const m of members)
    if (isObject(m) && typeof m.$ref === 'string' && !deref(ctx.docs, { value: m, pointer: located.pointer }))
      return unresolvedRef(m.$ref) ?? m.$ref;
  return undefined;
}

function hasOneWayFields(value: unknown): boolean {
  return (
    isObject(value) &&
    isObject(value.properties) &&
    Object.values(value.properties).some((p) => isObject(p) && (p.readOnly === true || p.writeOnly === true))
  );
}

function isPolymorphic(value: unknown): boolean {
  return isObject(value) && isObject(value.discriminator);
}

/** Parent schema pointer -> the named schemas that list it among their direct allOf members. */
export function subtypesOf(docs: SpecDocuments, names: ReadonlyMap<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pointer of names.keys()) {
    const value = valueAt(docs, pointer);
    if (!isObject(value) || !Array.isArray(value.allOf)) continue;
    for (const member of value.allOf) {
      const target = deref(docs, { value: member, pointer });
      if (!target || target.pointer === pointer || !isPolymorphic(target.value)) continue;
      const list = out.get(target.pointer) ?? [];
      if (!list.includes(pointer)) list.push(pointer);
      out.set(target.pointer, list);
    }
  }
  return out;
}

/** A link that keeps the description and flags written where it is used. */
function withOwnWords(ctx: SchemaContext, node: SchemaNode, raw: RawSchema): SchemaNode {
  if (typeof raw.description === 'string' && raw.description.trim()) node.descriptionHtml = ctx.text.html(raw.description);
  for (const flag of ['deprecated', 'readOnly', 'writeOnly'] as const) if (raw[flag] === true) node[flag] = true;
  if (raw.nullable === true) node.nullable = true;
  return node;
}

function link(ctx: SchemaContext, target: Located, recursive: boolean): SchemaNode {
  const { name, anchor } = schemaAnchor(ctx.names, target.pointer);
  const { types, nullable } = isObject(target.value) ? typesOf(target.value) : { types: [], nullable: false };
  return { pointer: target.pointer, name, types, nullable, ref: { name, anchor, recursive } };
}

export function typesOf(s: RawSchema): { types: string[]; nullable: boolean } {
  const declared =
    typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : [];
  // `x-nullable` is how Swagger 2.0 specs say it (the converter leaves it as it is).
  let nullable = s.nullable === true || s['x-nullable'] === true || declared.includes('null');
  let types = declared.filter((t) => t !== 'null');
  if (declared.length === 1 && declared[0] === 'null') {
    types = ['null'];
    nullable = false;
  }
  if (types.length === 0 && declared.length === 0) {
    if (isObject(s.properties) || isObject(s.additionalProperties) || isObject(s.patternProperties)) types = ['object'];
    else if (s.items !== undefined || Array.isArray(s.prefixItems)) types = ['array'];
  }
  return { types, nullable };
}

function variantsOf(ctx: SchemaContext, s: RawSchema, p: string, state: State): SchemaVariants | undefined {
  const kind = Array.isArray(s.oneOf) ? 'oneOf' : Array.isArray(s.anyOf) ? 'anyOf' : undefined;
  const d = isObject(s.discriminator) && typeof s.discriminator.propertyName === 'string' ? s.discriminator : undefined;
  const mapping =
    d && isObject(d.mapping) ? Object.entries(d.mapping).map(([value, target]) => ({ value, target: mappingTarget(String(target)) })) : [];
  let list: { value: unknown; pointer: string }[] = [];
  if (kind) list = (s[kind] as unknown[]).map((value, i) => ({ value, pointer: childPointer(p, kind, i) }));
  else if (mapping.length > 0) list = mapping.map((m) => ({ value: { $ref: m.target }, pointer: m.target }));
  else if (d) {
    // An implicit discriminator: the subtypes are the schemas that extend this one by allOf,
    // each chosen by its own name.
    const subtypes = ctx.subtypes?.get(p) ?? [];
    list = subtypes.map((target) => ({ value: { $ref: target }, pointer: target }));
    for (const target of subtypes) mapping.push({ value: ctx.names.get(target) ?? target, target });
  }
  if (list.length === 0) return undefined;
  const out: SchemaVariants = {
    kind: kind ?? 'oneOf',
    options: list.map((item, i) => {
      const ref = isObject(item.value) && typeof item.value.$ref === 'string' ? item.value.$ref : undefined;
      const target = ref ? valueAt(ctx.docs, ref) : item.value;
      const named = ref ? ctx.names.get(ref) : undefined;
      const label =
        (ref ? mapping.find((m) => m.target === ref)?.value : undefined) ??
        (isObject(target) && typeof target.title === 'string' ? target.title : undefined) ??
        named ??
        (isObject(target) ? typesOf(target).types.join(' | ') || undefined : undefined) ??
        `Option ${i + 1}`;
      return { label, schema: build(ctx, item, state) };
    }),
  };
  if (d) out.discriminator = { propertyName: String(d.propertyName), mapping: mapping.map((m) => ({ value: m.value, target: m.target })) };
  return out;
}

/** Mapping values are pointers or bare component names. */
function mappingTarget(value: string): string {
  return value.includes('#') || value.includes('/') ? value : `#/components/schemas/${value}`;
}
