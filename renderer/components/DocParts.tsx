import type { Crumb, NavLink, TagLink } from '../../model/routes.ts';
import { useHref, usePage } from '../context.tsx';
import { HomeIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';

export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const href = useHref();
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li>
          <a href={href('/')} aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
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

export function Pagination({
  prev,
  next,
  label,
  prevLabel,
  nextLabel,
}: {
  prev?: NavLink | undefined;
  next?: NavLink | undefined;
  label: string;
  prevLabel?: string;
  nextLabel?: string;
}) {
  const href = useHref();
  const t = useT();
  // The arrows point outwards, towards the side each link sits on: mirrored right to left.
  const [back, forward] = usePage().site.locale.direction === 'rtl' ? ['»', '«'] : ['«', '»'];
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev ? (
        <a className="pagination-link prev" href={href(prev.path)} rel="prev">
          <span className="pagination-sub">{prevLabel ?? t('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pagination-title">
            {back} {prev.title}
          </span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link next" href={href(next.path)} rel="next">
          <span className="pagination-sub">{nextLabel ?? t('theme.docs.paginator.next', 'Next')}</span>
          <span className="pagination-title">
            {next.title} {forward}
          </span>
        </a>
      ) : null}
    </nav>
  );
}

export function TagList({ tags, label }: { tags: readonly TagLink[]; label?: string }) {
  const href = useHref();
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <b>{label ?? t('theme.tags.tagsListLabel', 'Tags:')}</b>
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
