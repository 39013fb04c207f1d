import type { Crumb, NavLink, TagLink } from '../../model/routes.ts';
import { useHref } from '../context.tsx';
import { HomeIcon } from './icons.tsx';

export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const href = useHref();
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={href('/')} aria-label="Home page">
            <HomeIcon />
          </a>
        </li>
        {crumbs.map((c) => (
          <li key={`${c.title}-${c.path ?? ''}`}>{c.path ? <a href={href(c.path)}>{c.title}</a> : <span>{c.title}</span>}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

export function Pagination({ prev, next, label, prevLabel = 'Previous', nextLabel = 'Next' }: { prev?: NavLink | undefined; next?: NavLink | undefined; label: string; prevLabel?: string; nextLabel?: string }) {
  const href = useHref();
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev ? (
        <a className="pagination-link prev" href={href(prev.path)} rel="prev">
          <span className="pagination-sub">{prevLabel}</span>
          <span className="pagination-title">« {prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link next" href={href(next.path)} rel="next">
          <span className="pagination-sub">{nextLabel}</span>
          <span className="pagination-title">{next.title} »</span>
        </a>
      ) : null}
    </nav>
  );
}

export function TagList({ tags, label = 'Tags:' }: { tags: readonly TagLink[]; label?: string }) {
  const href = useHref();
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <b>{label}</b>
      <ul>
        {tags.map((t) => (
          <li key={t.path}>
            <a className="tag" href={href(t.path)} rel="tag">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Prerendered HTML from the compiler, inserted as it is (and never re-rendered on the client). */
export function Markdown({ html, className = 'markdown' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
