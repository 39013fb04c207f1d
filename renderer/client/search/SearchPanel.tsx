import { useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { SearchEngine, SearchHit } from './search-engine.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { SearchScope } from '../../../model/search-scope.ts';
import { SHELL_IDS } from '../../../model/reserved.ts';

export { loadSearch } from './search-engine.ts';

function kindLabel(kind: SearchHit['kind'], t: Translate): string {
  if (kind === 'doc') return t('portal.search.kind.doc', 'Docs');
  if (kind === 'page') return t('portal.search.kind.page', 'Page');
  if (kind === 'blog') return t('portal.search.kind.blog', 'Blog');
  return t('portal.search.kind.api', 'API');
}
const RESULTS_ID = SHELL_IDS.searchResults;

/**
 * `text` with every word that is one of `terms` (the document words a hit matched) wrapped in
 * <mark>. Words are split the way MiniSearch's tokenizer splits them, so what matched is what lights up.
 */
export function highlight(text: string, terms: readonly string[]): ReactNode[] {
  const wanted = new Set(terms.map((t) => t.toLowerCase()));
  return text
    .split(/([\n\r\p{Z}\p{P}]+)/u)
    .map((part, i) => (i % 2 === 0 && wanted.has(part.toLowerCase()) ? <mark key={i}>{part}</mark> : part));
}

export interface SearchResultsProps {
  engine: SearchEngine;
  query: string;
  /** The search box's input: these results own its arrow and Enter keys while shown. */
  input: RefObject<HTMLInputElement | null>;
  navigate: (href: string) => void;
  close: () => void;
  t: Translate;
  /** The docs versions searched unless the reader asks for all (model/search-scope.ts). */
  scope?: SearchScope | undefined;
}

/**
 * The hits for the query, one per page section, blog post or API operation, with the matched
 * words marked. The input stays focused (a combobox): arrows move the active hit, Enter opens it
 * (Escape, which also works while loading, is the search box's).
 * @public: SearchBox.tsx imports it lazily.
 */
export function SearchResults({ engine, query, input, navigate, close, t, scope }: SearchResultsProps) {
  const [everyVersion, setEveryVersion] = useState(false);
  const versions = scope && !everyVersion ? scope.versions : undefined;
  const hits = useMemo(() => engine.search(query, versions), [engine, query, versions]);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [hits]);
  // The list scrolls (search.maxHits may be 100): the hit the arrows reach is brought into view.
  // A block body: Chromium's scrollIntoView returns a promise, and React calls whatever an effect returns as its clean-up.
  useEffect(() => {
    document.getElementById(`${RESULTS_ID}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, hits]);

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute('aria-controls', RESULTS_ID);
    if (hits.length > 0) el.setAttribute('aria-activedescendant', `${RESULTS_ID}-${active}`);
    else el.removeAttribute('aria-activedescendant');
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length > 0) {
        event.preventDefault();
        setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
      } else if (event.key === 'Enter' && hits[active]) {
        event.preventDefault();
        close();
        navigate(hits[active].href);
      }
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      el.removeAttribute('aria-controls');
      el.removeAttribute('aria-activedescendant');
    };
  }, [input, hits, active, close, navigate]);

  // Docs of other versions are left out until the reader asks for them (a switch above the hits).
  const scopeSwitch = scope ? (
    <label className="search-scope">
      <input type="checkbox" checked={everyVersion} onChange={(e) => setEveryVersion(e.currentTarget.checked)} />
      {t('portal.search.everyVersion', 'Search every docs version (now: {version} only)', { version: scope.label })}
    </label>
  ) : null;
  if (!query.trim())
    return <p className="search-empty">{t('portal.search.hint', 'Type to search the docs, the blog and the API reference.')}</p>;
  if (hits.length === 0)
    return (
      <>
        {scopeSwitch}
        <p className="search-empty" role="status">
          {t('theme.SearchPage.noResultsText', 'No results for “{query}”.', { query })}
        </p>
      </>
    );
  // A click on a hit navigates (through its link), then the panel closes: not during the click,
  // since a link taken out of the document no longer navigates. Each hit is a link in the
  // option role itself (a link inside an option would be a control nested in a control).
  return (
    <>
      {scopeSwitch}
      <div
        className="search-results"
        id={RESULTS_ID}
        role="listbox"
        aria-label={t('portal.search.results', 'Search results')}
        onClick={() => setTimeout(close)}
      >
        {hits.map((hit: SearchHit, i) => (
          <a
            key={hit.id}
            id={`${RESULTS_ID}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'search-hit active' : 'search-hit'}
            href={hit.href}
            tabIndex={-1}
            onMouseMove={() => setActive(i)}
          >
            <span className="search-hit-kind">{kindLabel(hit.kind, t)}</span>
            <span className="search-hit-title">{highlight(hit.title, hit.terms)}</span>
            {hit.page !== hit.title ? <span className="search-hit-page">{highlight(hit.page, hit.terms)}</span> : null}
          </a>
        ))}
      </div>
    </>
  );
}
