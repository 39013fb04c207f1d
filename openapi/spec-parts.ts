import type { ApiOperation, ApiTag, ApiTagGroup } from '../model/api.ts';
import type { ApiNamedSchema } from '../model/api-schema.ts';
import { anchorPart, type NormaliseContext } from './context.ts';
import { deref, valueAt, type SpecDocuments } from './documents.ts';
import { fileSchemaNames } from './file-schemas.ts';
import { METHODS, normaliseOperation } from './operations.ts';
import { externalDocs } from './parts.ts';
import { childPointer, isInternal, isObject } from './pointer.ts';
import { buildSchema } from './schema.ts';
import { specDiagnostic } from './spec-diagnostic.ts';

/** Definitions show their own fields; the schemas they use are links to their definitions. */
const DEFINITION_LIMITS = { maxInline: 0, budget: 200 };

/** The parts of a spec the normaliser gathers: its tags, operations, webhooks and named schemas. */

/** Every named schema by canonical pointer (components, then file schemas), and the file schemas alone. */
export function schemaNames(docs: SpecDocuments): { names: Map<string, string>; fileNames: Map<string, string> } {
  const root = docs.main.source.value;
  const components = isObject(root) && isObject(root.components) ? root.components : {};
  const names = componentNames(docs, components.schemas);
  const fileNames = fileSchemaNames(docs, names);
  for (const [pointer, name] of fileNames) names.set(pointer, name);
  return { names, fileNames };
}

/** Component schemas by pointer, including the file a component that is only a `$ref` points to. */
export function componentNames(docs: SpecDocuments, raw: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!isObject(raw)) return names;
  for (const [name, value] of Object.entries(raw)) {
    const pointer = childPointer('#/components/schemas', name);
    names.set(pointer, name);
    const target = deref(docs, { value, pointer });
    if (target && target.pointer !== pointer && !names.has(target.pointer)) names.set(target.pointer, name);
  }
  return names;
}

export function declaredTags(ctx: NormaliseContext, raw: unknown): ApiTag[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t, i): ApiTag[] => {
    if (!isObject(t) || typeof t.name !== 'string' || isInternal(t)) return [];
    const tag: ApiTag = { name: t.name, anchor: '', pointer: `#/tags/${i}`, descriptionHtml: ctx.text.html(t.description), operations: [] };
    if (typeof t['x-displayName'] === 'string' && t['x-displayName'].trim()) tag.displayName = t['x-displayName'];
    if (t['x-traitTag'] === true) tag.trait = true;
    const docs = externalDocs(ctx, t.externalDocs);
    if (docs) tag.externalDocs = docs;
    return [tag];
  });
}

/** `base`: where the map is written (`#/paths`, or Azure's `#/x-ms-paths` of paths with a query string). */
export function pathOperations(ctx: NormaliseContext, paths: unknown, base = '#/paths'): ApiOperation[] {
  if (!isObject(paths)) return [];
  const out: ApiOperation[] = [];
  for (const [path, raw] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const item = deref(ctx.docs, { value: raw, pointer: childPointer(base, path) });
    if (!item || !isObject(item.value) || isInternal(item.value)) continue;
    for (const method of METHODS) {
      if (!isObject(item.value[method]) || isInternal(deref(ctx.docs, { value: item.value[method], pointer: item.pointer })?.value))
        continue;
      const slug = path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
      out.push(
        normaliseOperation(ctx, {
          kind: 'operation',
          method,
          path,
          located: { value: item.value[method], pointer: childPointer(item.pointer, method) },
          item: item.value,
          itemPointer: item.pointer,
          anchorBase: `operation/${method}-${slug || 'root'}`,
        }),
      );
    }
  }
  return out;
}

export function webhookOperations(ctx: NormaliseContext, raw: unknown): ApiOperation[] {
  if (!isObject(raw)) return [];
  const out: ApiOperation[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const item = deref(ctx.docs, { value, pointer: childPointer('#/webhooks', name) });
    if (!item || !isObject(item.value) || isInternal(item.value)) continue;
    const methods = METHODS.filter(
      (m) => isObject((item.value as Record<string, unknown>)[m]) && !isInternal((item.value as Record<string, unknown>)[m]),
    );
    for (const method of methods) {
      out.push(
        normaliseOperation(ctx, {
          kind: 'webhook',
          method,
          path: name,
          located: { value: item.value[method], pointer: childPointer(item.pointer, method) },
          item: item.value,
          itemPointer: item.pointer,
          anchorBase: methods.length === 1 ? `webhook/${anchorPart(name)}` : `webhook/${anchorPart(name)}/${method}`,
        }),
      );
    }
  }
  return out;
}

export function namedSchemas(ctx: NormaliseContext, raw: unknown): ApiNamedSchema[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).map(([name, value]) => {
    const pointer = childPointer('#/components/schemas', name);
    const target = deref(ctx.docs, { value, pointer }) ?? { value, pointer };
    return { name, anchor: ctx.anchors.take(`schema/${name}`), pointer, schema: buildSchema(ctx, target, DEFINITION_LIMITS) };
  });
}

/** The schemas only file `$ref`s name (file-schemas.ts), defined after the components. */
export function fileSchemas(ctx: NormaliseContext, names: ReadonlyMap<string, string>): ApiNamedSchema[] {
  return [...names].map(([pointer, name]) => ({
    name,
    anchor: ctx.anchors.take(`schema/${name}`),
    pointer,
    schema: buildSchema(ctx, { value: valueAt(ctx.docs, pointer), pointer }, DEFINITION_LIMITS),
  }));
}

export function tagGroups(ctx: NormaliseContext, raw: unknown, tags: readonly ApiTag[], internal: ReadonlySet<string>): ApiTagGroup[] {
  const known = new Set(tags.map((t) => t.name));
  if (!Array.isArray(raw)) return [{ name: '', tags: tags.map((t) => t.name) }];
  const groups: ApiTagGroup[] = [];
  const placed = new Set<string>();
  raw.forEach((g, i) => {
    if (!isObject(g) || typeof g.name !== 'string' || !Array.isArray(g.tags)) return;
    const list = g.tags.map(String).filter((t) => {
      if (known.has(t)) return true;
      if (internal.has(t)) return false;
      ctx.diagnostics.push(
        specDiagnostic({
          file: ctx.docs.main,
          severity: 'warning',
          code: 'openapi-unknown-tag',
          message: `x-tagGroups "${g.name}" lists the tag "${t}", which has no operations`,
          pointer: `#/x-tagGroups/${i}`,
          hint: 'fix the tag name or remove it from the group',
        }),
      );
      return false;
    });
    list.forEach((t) => placed.add(t));
    if (list.length > 0) groups.push({ name: g.name, tags: list });
  });
  const rest = tags.map((t) => t.name).filter((t) => !placed.has(t));
  // Redoc hides tags outside every group; listing them keeps every operation reachable.
  if (rest.length > 0) groups.push({ name: 'Other', tags: rest });
  return groups;
}
