import type { ApiSource } from '../model/api.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { ApiModel, ApiOperation } from '../model/api.ts';
import { anchorPart, createAnchorRegistry, type NormaliseContext } from './context.ts';
import { splitPointer, type SpecDocuments } from './documents.ts';
import { METHODS } from './operations.ts';
import { SPLIT_OPERATIONS, SPLIT_SCHEMAS } from './pages.ts';
import { externalDocs, securityRequirements, securitySchemes, SERVER_PLACEHOLDER, serverUrl, servers } from './parts.ts';
import { childPointer, isInternal, isObject } from './pointer.ts';
import { logoOf, topicsOf } from './extensions.ts';
import { subtypesOf } from './schema.ts';
import { sharedSchemas } from './usage.ts';
import { specDiagnostic } from './spec-diagnostic.ts';
import type { SpecText } from './text.ts';
import { declaredTags, fileSchemas, namedSchemas, pathOperations, schemaNames, tagGroups, webhookOperations } from './spec-parts.ts';

export interface NormaliseInput {
  config: ApiSource;
  docs: SpecDocuments;
  text: SpecText;
  diagnostics: Diagnostic[];
  /** The version the spec file declares, when it was converted (`2.0`). */
  sourceVersion?: string;
}

/**
 * Operation trees are expanded three named schemas deep and about 100 nodes wide; past that a
 * schema is a link to its definition, so a page stays readable (and small) however the schemas
 * nest.
 */
const OPERATION_LIMITS = { maxInline: 3, budget: 100 };
/**
 * A spec large enough to be split into pages (pages.ts) repeats its schemas across hundreds of
 * operations: two levels inline keep each operation near 25 KB of HTML.
 */
const LARGE_OPERATION_LIMITS = { maxInline: 2, budget: 60 };

/** The whole spec as the page model: plain data, every part with its pointer. */
export function normaliseSpec({ config, docs, text, diagnostics, sourceVersion }: NormaliseInput): ApiModel {
  const root = docs.main.source.value as Record<string, unknown>;
  const info = isObject(root.info) ? root.info : {};
  const components = isObject(root.components) ? root.components : {};
  const anchors = createAnchorRegistry();
  anchors.take('section/Overview');
  anchors.take('section/Authentication');
  const schemes = securitySchemes({ text, docs, anchors }, components.securitySchemes);
  const { names, fileNames } = schemaNames(docs);
  const ctx: NormaliseContext = {
    docs,
    text,
    names,
    shared: sharedSchemas(docs, names),
    subtypes: subtypesOf(docs, names),
    version: String(root.openapi ?? '').startsWith('3.1') ? '3.1' : '3.0',
    diagnostics,
    servers: servers({ text }, root.servers),
    securitySchemes: new Map(schemes.map((s) => [s.key, s])),
    security: securityRequirements(root.security),
    ...(config.tryIt ? { tryIt: true } : {}),
    anchors,
    limits: isLarge(root) ? LARGE_OPERATION_LIMITS : OPERATION_LIMITS,
  };
  for (const req of [...ctx.security])
    for (const { key } of req.schemes) if (!ctx.securitySchemes.has(key)) warnScheme(ctx, key, '#/security');

  const internalTags = new Set(
    Array.isArray(root.tags) ? root.tags.filter(isInternal).map((t) => String((t as Record<string, unknown>).name)) : [],
  );
  const tags = declaredTags(ctx, root.tags);
  const topics = topicsOf(ctx, root['x-topics']);
  // An operation is hidden with its tags when every one of them is internal (x-internal on a tag).
  // Azure's `x-ms-paths` (in a 3.x spec; a 2.0 one has them merged by the conversion) are operations too.
  const written = [...pathOperations(ctx, root.paths), ...pathOperations(ctx, root['x-ms-paths'], '#/x-ms-paths')];
  const operations = written.filter((op) => {
    if (op.tags.length > 0 && op.tags.every((t) => internalTags.has(t))) return false;
    op.tags = op.tags.filter((t) => !internalTags.has(t));
    return true;
  });
  duplicateOperationIds(ctx, operations);
  // A server whose address is a `<NAME>` placeholder variable (an address not yet published) names one on purpose.
  if (operations.some((op) => !(op.servers ?? ctx.servers).some((sv) => !serverUrl(sv).startsWith(SERVER_PLACEHOLDER)))) {
    const pointer = '#/servers';
    ctx.diagnostics.push(
      specDiagnostic({
        file: docs.main,
        severity: 'warning',
        code: 'openapi-no-server',
        message: 'the spec names no absolute server URL, so code samples show <SERVER_URL> where the address goes',
        pointer,
        hint:
          sourceVersion === '2.0'
            ? 'add `host` and `schemes` (and `basePath`) to the spec'
            : 'add `servers: [{url: https://api.example.com/v1}]` with the real address',
      }),
    );
  }
  for (const op of operations)
    for (const req of op.security)
      for (const { key } of req.schemes) if (!ctx.securitySchemes.has(key)) warnScheme(ctx, key, childPointer(op.pointer, 'security'));
  const byName = new Map(tags.map((t) => [t.name, t]));
  const fallback = tags.length === 0 ? 'Operations' : 'Other operations';
  for (const op of operations) {
    if (op.tags.length === 0) op.tags = [fallback];
    for (const name of op.tags) {
      let tag = byName.get(name);
      if (!tag) {
        tag = { name, anchor: '', pointer: '#/tags', descriptionHtml: '', operations: [] };
        byName.set(name, tag);
        tags.push(tag);
      }
      tag.operations.push(op.anchor);
    }
  }
  const shown = tags.filter((t) => t.operations.length > 0 || t.trait);
  for (const t of shown) t.anchor = anchors.take(`tag/${anchorPart(t.name)}`);
  const webhooks = webhookOperations(ctx, root.webhooks);
  if (webhooks.length > 0) anchors.take('section/Webhooks');
  const schemas = [...namedSchemas(ctx, components.schemas), ...fileSchemas(ctx, fileNames)];
  if (schemas.length > 0) anchors.take('section/Schemas');

  const model: ApiModel = {
    id: config.id,
    title: typeof info.title === 'string' ? info.title : config.title,
    version: typeof info.version === 'string' ? info.version : '',
    openapi: sourceVersion ?? String(root.openapi ?? ''),
    description: text.plain(typeof info.description === 'string' ? info.description.split(/\n\s*\n/)[0] : ''),
    descriptionHtml: text.html(info.description),
    servers: ctx.servers,
    securitySchemes: schemes,
    tagGroups: tagGroups(ctx, root['x-tagGroups'], shown, internalTags),
    tags: shown,
    operations,
    webhooks,
    schemas,
    anchors: [...anchors.list(), ...text.ids],
    ...(config.tryIt ? { tryIt: true } : {}),
  };
  const logo = logoOf(info, model.title);
  if (logo) model.logo = logo;
  if (topics.length > 0) model.topics = topics;
  if (isObject(info.contact)) {
    const c = info.contact;
    model.contact = {};
    for (const k of ['name', 'url', 'email'] as const) if (typeof c[k] === 'string') model.contact[k] = c[k];
  }
  if (isObject(info.license) && typeof info.license.name === 'string') {
    model.license = { name: info.license.name, ...(typeof info.license.url === 'string' ? { url: info.license.url } : {}) };
  }
  if (typeof info.termsOfService === 'string') model.termsOfService = info.termsOfService;
  const docsLink = externalDocs(ctx, root.externalDocs);
  if (docsLink) model.externalDocs = docsLink;
  return model;
}

function isLarge(root: Record<string, unknown>): boolean {
  const paths = isObject(root.paths) ? Object.values(root.paths) : [];
  const operations = paths.reduce<number>((n, item) => n + (isObject(item) ? METHODS.filter((m) => item[m] !== undefined).length : 0), 0);
  const components = isObject(root.components) && isObject(root.components.schemas) ? Object.keys(root.components.schemas).length : 0;
  return operations > SPLIT_OPERATIONS || components > SPLIT_SCHEMAS;
}

/**
 * Two operations with one operationId: links and SDKs cannot tell them apart. A warning at the
 * second, naming both places; the second is still shown, at the anchor `operation/<id>-2`.
 */
function duplicateOperationIds(ctx: NormaliseContext, operations: readonly ApiOperation[]): void {
  const first = new Map<string, ApiOperation>();
  for (const op of operations) {
    if (op.operationId === undefined) continue;
    const earlier = first.get(op.operationId);
    if (!earlier) {
      first.set(op.operationId, op);
      continue;
    }
    const place = (o: ApiOperation) => {
      const found = splitPointer(ctx.docs, o.pointer);
      const at = found?.file.source.locate(childPointer(o.pointer.slice(o.pointer.indexOf('#')), 'operationId'));
      const pointer = o.pointer.slice(o.pointer.indexOf('#'));
      return `${o.method} ${o.path} (${found?.file.source.written?.(pointer) ?? pointer}, ${found?.file.display ?? ''}${at ? `:${at.line}:${at.column}` : ''})`;
    };
    const file = splitPointer(ctx.docs, op.pointer)?.file ?? ctx.docs.main;
    ctx.diagnostics.push(
      specDiagnostic({
        file,
        severity: 'warning',
        code: 'openapi-duplicate-operation-id',
        message: `the operationId "${op.operationId}" of ${place(op)} is also the operationId of ${place(earlier)}; this one is linked as #${op.anchor}`,
        pointer: childPointer(op.pointer.slice(op.pointer.indexOf('#')), 'operationId'),
        hint: 'give each operation its own operationId',
      }),
    );
  }
}

function warnScheme(ctx: NormaliseContext, key: string, pointer: string): void {
  ctx.diagnostics.push(
    specDiagnostic({
      file: ctx.docs.main,
      severity: 'warning',
      code: 'openapi-unknown-scheme',
      message: `the security requirement at ${pointer} names "${key}", which is not in components.securitySchemes`,
      pointer,
      hint: 'define the scheme or fix its name',
    }),
  );
}
