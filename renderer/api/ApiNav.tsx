import type { ReactNode } from 'react';
import type { ApiModel } from '../../model/api.ts';
import { useHref, usePage } from '../context.tsx';
import { pageNav } from './format.ts';
import { useAnchorHref } from './links.ts';

interface NavOp {
  href: string;
  method: string;
  label: string;
  deprecated: boolean;
  /** Set when the operation is on this page, for scroll-synced highlighting. */
  anchor?: string;
}

export interface NavTag {
  name: string;
  /** What the reader sees: `x-displayName` or the name. */
  label: string;
  href: string;
  ops: NavOp[];
}

/**
 * The tags and operations of the whole API, each with the link that reaches it from this page.
 * `everyOperation` false lists the operations of this page only (and every tag): a nav that
 * listed all operations of a 1,000-operation API would weigh more than the page's content.
 */
export function navTags(model: ApiModel, here: string, href: (path: string) => string, everyOperation = true): Map<string, NavTag> {
  const out = new Map<string, NavTag>();
  if (!model.pages) {
    for (const t of pageNav(model))
      out.set(t.name, {
        name: t.name,
        label: t.label ?? t.name,
        href: `#${t.anchor}`,
        ops: t.operations.map((o) => ({
          href: `#${o.anchor}`,
          method: o.method,
          label: o.label,
          deprecated: o.deprecated,
          anchor: o.anchor,
        })),
      });
    return out;
  }
  for (const page of model.pages) {
    const local = page.path === here;
    const link = (anchor: string) => (local ? `#${anchor}` : `${href(page.path)}#${anchor}`);
    for (const t of page.tags) {
      const entry = out.get(t.name) ?? { name: t.name, label: t.label ?? t.name, href: link(t.anchor), ops: [] };
      if (everyOperation || local)
        for (const o of t.operations)
          entry.ops.push({
            href: link(o.anchor),
            method: o.method,
            label: o.label,
            deprecated: o.deprecated,
            ...(local ? { anchor: o.anchor } : {}),
          });
      out.set(t.name, entry);
    }
  }
  return out;
}

/**
 * A label that may be a path: a line may break after each `/` (and, by the CSS, anywhere in a
 * segment too long for the column), so labels that share a long prefix still show their ends.
 */
export function breakable(label: string): ReactNode {
  if (!label.includes('/')) return label;
  return label.split(/(?<=\/)/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

/**
 * The operations navigation, grouped by tag (and by `x-tagGroups`). On a spec split into pages
 * it lists every page's tags, linking across pages. On narrow screens it folds behind a button
 * when JavaScript runs; without JavaScript it stays open, so it is always reachable.
 */
export function ApiNav({ model }: { model: ApiModel }) {
  const href = useHref();
  const anchorHref = useAnchorHref();
  const { route } = usePage();
  const tags = navTags(model, route.path, href, false);
  const schemaPages = model.pages?.filter((p) => p.kind === 'schemas') ?? [];
  const hasWebhooks = model.webhooks.length > 0 || model.anchorPages?.['section/Webhooks'] !== undefined;
  const hasSchemas = model.schemas.length > 0 || schemaPages.length > 0;
  const renderTag = (t: NavTag) => (
    <li key={t.name} className="api-nav-tag">
      <a className="api-nav-link api-nav-tag-link" href={t.href}>
        {t.label}
      </a>
      {t.ops.length > 0 ? (
        <ul>
          {t.ops.map((o) => (
            <li key={o.href}>
              <a
                className={`api-nav-link api-nav-op${o.deprecated ? ' deprecated' : ''}`}
                href={o.href}
                data-nav-anchor={o.anchor}
                title={`${o.method} ${o.label}`}
              >
                <span className={`http-method http-${o.method.toLowerCase()}`}>{o.method}</span>
                <span className="api-nav-op-label">{breakable(o.label)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
  return (
    <nav className="api-nav" aria-label="API reference">
      <button type="button" className="api-nav-toggle js-only" aria-expanded="false" data-api-nav-toggle="">
        Operations
      </button>
      <div className="api-nav-list">
        <ul className="api-nav-items">
          <li>
            <a className="api-nav-link" href={anchorHref('section/Overview')}>
              Overview
            </a>
          </li>
          {model.topics?.map((t) => (
            <li key={t.anchor}>
              <a className="api-nav-link" href={anchorHref(t.anchor)}>
                {t.title}
              </a>
            </li>
          ))}
          {model.securitySchemes.length > 0 ? (
            <li>
              <a className="api-nav-link" href={anchorHref('section/Authentication')}>
                Authentication
              </a>
            </li>
          ) : null}
          {model.tagGroups.map((g) => {
            const items = g.tags.flatMap((name) => {
              const t = tags.get(name);
              return t ? [renderTag(t)] : [];
            });
            return g.name ? (
              <li key={g.name} className="api-nav-group">
                <span className="api-nav-group-title">{g.name}</span>
                <ul>{items}</ul>
              </li>
            ) : (
              items
            );
          })}
          {hasWebhooks ? (
            <li className="api-nav-tag">
              <a className="api-nav-link api-nav-tag-link" href={anchorHref('section/Webhooks')}>
                Webhooks
              </a>
              <ul>
                {model.webhooks.map((w) => (
                  <li key={w.anchor}>
                    <a className="api-nav-link api-nav-op" href={`#${w.anchor}`} data-nav-anchor={w.anchor}>
                      <span className={`http-method http-${w.method.toLowerCase()}`}>{w.method}</span>
                      <span className="api-nav-op-label">{w.summary || w.path}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
          {hasSchemas ? (
            <li className="api-nav-tag">
              <a
                className="api-nav-link api-nav-tag-link"
                href={
                  schemaPages[0] && schemaPages[0].path !== route.path ? `${href(schemaPages[0].path)}#section/Schemas` : '#section/Schemas'
                }
              >
                Schemas
              </a>
              <ul>
                {schemaPages.length > 1
                  ? schemaPages.map((p) => (
                      <li key={p.path}>
                        <a
                          className="api-nav-link api-nav-op"
                          href={href(p.path)}
                          aria-current={p.path === route.path ? 'page' : undefined}
                        >
                          <span className="api-nav-op-label">{p.title.replace(/^Schemas /, '')}</span>
                        </a>
                      </li>
                    ))
                  : model.schemas.length <= 60
                    ? model.schemas.map((s) => (
                        <li key={s.anchor}>
                          <a className="api-nav-link api-nav-op" href={`#${s.anchor}`} data-nav-anchor={s.anchor}>
                            <span className="api-nav-op-label">{s.name}</span>
                          </a>
                        </li>
                      ))
                    : null}
              </ul>
            </li>
          ) : null}
        </ul>
      </div>
    </nav>
  );
}
