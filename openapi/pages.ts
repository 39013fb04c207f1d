import type { ApiRoute } from '../model/routes.ts';
import { tagSlug } from '../model/slug.ts';
import type { LoadedApi, ApiModel, ApiOperation, ApiPageLink, ApiPagePart, ApiTag, ApiTagNav } from '../model/api.ts';
import type { ApiNamedSchema } from '../model/api-schema.ts';

/**
 * A spec this large gets one page per tag (and pages of schema definitions) instead of one page,
 * so every page stays quick to download and render. Measured on the synthetic 500-operation spec
 * of the scale test: about 40 KB of HTML per operation.
 */
export const SPLIT_OPERATIONS = 60;
export const SPLIT_SCHEMAS = 300;
const OPERATIONS_PER_PAGE = 40;
const SCHEMAS_PER_PAGE = 100;
/**
 * Most characters of model JSON one page may take: its HTML is about as large as its model, and
 * pages must stay under 1 MB of HTML. Measured on GitHub's spec: a page at this budget is about
 * 500 KB of HTML.
 */
const PAGE_WEIGHT = 350_000;

/**
 * The routes of one spec: one page, or (past the limits above) an overview at the spec's own
 * route plus a page per tag and per hundred schemas. Each page's model holds only what it renders,
 * the navigation of the whole API, and where each anchor it links to lives.
 */
export function apiRoutes({ config, model }: LoadedApi): ApiRoute[] {
  const entry = config.route;
  const base = {
    kind: 'api' as const,
    title: config.title || model.title,
    description: model.description.slice(0, 200) || `Reference of the ${model.title}.`,
    keywords: [model.title],
    source: config.spec,
    specPath: `${entry}/${config.spec.split('/').pop() ?? 'openapi.yaml'}`,
  };
  const small = model.operations.length <= SPLIT_OPERATIONS && model.schemas.length <= SPLIT_SCHEMAS;
  if (small && weight(model.operations) + weight(model.schemas) + weight(model.webhooks) <= PAGE_WEIGHT)
    return [{ ...base, path: entry, api: model }];

  const plans = planPages(model, entry);
  const where = new Map<string, string>();
  for (const plan of plans) for (const anchor of plan.anchors) if (!where.has(anchor)) where.set(anchor, plan.path);
  const links: ApiPageLink[] = plans.map((p) => ({ kind: p.part.kind, title: p.part.title, path: p.path, tags: p.nav }));
  // One map for every page (a page's own anchors map to itself, and links to them stay `#anchor`):
  // a copy per page was pages x anchors entries, seconds of a 1,000-operation spec's build.
  const anchorPages: Record<string, string> = Object.fromEntries(where);
  return plans.map((plan) => {
    const api: ApiModel = {
      ...model,
      descriptionHtml: plan.part.kind === 'overview' ? model.descriptionHtml : '',
      tags: plan.tags,
      operations: plan.operations,
      webhooks: plan.part.kind === 'overview' ? model.webhooks : [],
      topics: plan.part.kind === 'overview' ? model.topics : undefined,
      schemas: plan.schemas,
      // The overview also answers for the operations and tags it links to: the client follows an
      // `#operation/...` link there to the page that has it (renderer/client/api-page.ts).
      anchors:
        plan.part.kind === 'overview' ? [...plan.anchors, ...plans.flatMap((p) => (p.part.kind === 'tag' ? p.anchors : []))] : plan.anchors,
      part: plan.part,
      pages: links,
      anchorPages,
    };
    const title = plan.part.kind === 'overview' ? base.title : `${plan.part.title} · ${base.title}`;
    return { ...base, path: plan.path, title, api };
  });
}

interface PagePlan {
  path: string;
  part: ApiPagePart;
  tags: ApiTag[];
  operations: ApiOperation[];
  schemas: ApiNamedSchema[];
  anchors: string[];
  nav: ApiTagNav[];
}

function planPages(model: ApiModel, entry: string): PagePlan[] {
  const overview: PagePlan = {
    path: entry,
    part: { kind: 'overview', title: model.title, entry },
    tags: [],
    operations: [],
    schemas: [],
    anchors: [
      'section/Overview',
      ...(model.topics ?? []).map((t) => t.anchor),
      ...(model.securitySchemes.length > 0 ? ['section/Authentication', ...model.securitySchemes.map((s) => s.anchor)] : []),
      ...(model.webhooks.length > 0 ? ['section/Webhooks'] : []),
      ...model.webhooks.flatMap(operationAnchors),
    ],
    nav: [],
  };
  const plans: PagePlan[] = [overview];
  const byAnchor = new Map(model.operations.map((o) => [o.anchor, o]));
  const slugs = new Set<string>();
  for (const tag of model.tags) {
    // A trait tag is prose: it goes on the overview, with no page of its own.
    if (tag.trait) {
      overview.tags.push(tag);
      overview.anchors.push(tag.anchor);
      overview.nav.push({ name: tag.name, ...(tag.displayName ? { label: tag.displayName } : {}), anchor: tag.anchor, operations: [] });
      continue;
    }
    const own = tag.operations.flatMap((a) => {
      const op = byAnchor.get(a);
      return op && op.tags[0] === tag.name ? [op] : [];
    });
    let slug = tagSlug(tag.name) || 'tag';
    for (let n = 2; slugs.has(slug); n++) slug = `${tagSlug(tag.name) || 'tag'}-${n}`;
    slugs.add(slug);
    const chunks = chunk(own, OPERATIONS_PER_PAGE, PAGE_WEIGHT);
    // A tag whose operations are all described under another tag still gets its page.
    if (chunks.length === 0) chunks.push([]);
    chunks.forEach((ops, i) => {
      const path = `${entry}/tag/${slug}${i === 0 ? '' : `/${i + 1}`}`;
      const title = chunks.length > 1 ? `${tag.name} (${i + 1} of ${chunks.length})` : tag.name;
      const pageTag: ApiTag = { ...tag, operations: i === 0 ? tag.operations : ops.map((o) => o.anchor) };
      plans.push({
        path,
        part: { kind: 'tag', title, entry },
        tags: [pageTag],
        operations: ops,
        schemas: [],
        anchors: [...(i === 0 ? [tag.anchor] : []), ...ops.flatMap(operationAnchors)],
        nav: [
          {
            name: tag.name,
            ...(tag.displayName ? { label: tag.displayName } : {}),
            anchor: tag.anchor,
            operations: ops.map((o) => ({ anchor: o.anchor, method: o.method, label: o.summary || o.path, deprecated: o.deprecated })),
          },
        ],
      });
    });
  }
  chunk(model.schemas, SCHEMAS_PER_PAGE, PAGE_WEIGHT).forEach((schemas, i, all) => {
    const first = schemas[0]?.name ?? '';
    const last = schemas[schemas.length - 1]?.name ?? '';
    plans.push({
      path: `${entry}/schemas${i === 0 ? '' : `/${i + 1}`}`,
      part: { kind: 'schemas', title: all.length > 1 ? `Schemas ${first} to ${last}` : 'Schemas', entry },
      tags: [],
      operations: [],
      schemas,
      anchors: [...(i === 0 ? ['section/Schemas'] : []), ...schemas.map((s) => s.anchor)],
      nav: [],
    });
  });
  return plans;
}

/** The ids an operation renders: its own, its responses', and its callbacks' (recursively). */
function operationAnchors(op: ApiOperation): string[] {
  return [op.anchor, ...op.responses.map((r) => r.anchor), ...op.callbacks.flatMap((c) => c.operations.flatMap(operationAnchors))];
}

/** Consecutive runs of at most `size` items and `budget` weight (an item heavier than that alone). */
function chunk<T>(list: readonly T[], size: number, budget: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const item of list) {
    const w = weight([item]);
    if (current.length > 0 && (current.length >= size || used + w > budget)) {
      out.push(current);
      current = [];
      used = 0;
    }
    current.push(item);
    used += w;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** How much page a part of the model makes, in characters of its JSON. */
function weight(items: readonly unknown[]): number {
  return items.reduce<number>((n, item) => n + JSON.stringify(item).length, 0);
}
