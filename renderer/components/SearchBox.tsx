import { useEffect, useMemo, useRef, useState } from 'react';
import { useClient } from '../client-context.tsx';
import { usePage } from '../context.tsx';
import { SearchIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';
import { searchScope } from '../../model/search-scope.ts';

type SearchModule = typeof import('../client/search/SearchPanel.tsx');
type Engine = Awaited<ReturnType<SearchModule['loadSearch']>>;

type SearchState =
  { status: 'idle' | 'loading' } | { status: 'ready'; engine: Engine; ui: SearchModule } | { status: 'error'; error: Error };

/**
 * The search box. Nothing is fetched until the reader first uses it (focus, click, Ctrl+K or
 * Cmd+K): then the search code and the index load, and the panel says `Loading...` until they are
 * ready. The results, and the keys that move through them, live in that lazily loaded code.
 * Hidden when JavaScript is off.
 */
export function SearchBox() {
  const { site, route } = usePage();
  const client = useClient();
  const t = useT();
  const scope = useMemo(() => searchScope(site, route), [site, route]);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [mac, setMac] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const activate = () => {
    setOpen(true);
    if (state.status !== 'idle' && state.status !== 'error') return;
    setState({ status: 'loading' });
    import('../client/search/SearchPanel.tsx')
      .then(async (ui) => setState({ status: 'ready', engine: await ui.loadSearch(site), ui }))
      .catch((error: unknown) => setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }));
  };

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      input.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);
  useEffect(() => setOpen(false), [route.path]);

  return (
    // Focus leaving the box (the input and its panel) closes the panel, as Escape and a click
    // elsewhere do: left open, it stayed over the page, and went up with the navbar when it hid.
    <div
      className="search js-only"
      data-search=""
      ref={box}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="search-box">
        <SearchIcon />
        <span className="visually-hidden">{t('theme.SearchBar.label', 'Search')}</span>
        <input
          ref={input}
          type="search"
          className="search-input"
          placeholder={t('theme.SearchBar.placeholder', 'Search')}
          autoComplete="off"
          spellCheck={false}
          aria-keyshortcuts="Control+K Meta+K"
          data-search-input=""
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          value={query}
          onFocus={activate}
          onClick={activate}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Not the search input's own Escape, which would clear the query (and reopen the panel).
            event.preventDefault();
            setOpen(false);
            input.current?.blur();
          }}
        />
        <kbd className="search-hint" aria-hidden="true">
          {mac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </label>
      {open ? (
        // A press in the panel keeps the focus in the input (a combobox's focus stays there), so
        // choosing a hit with the pointer does not first close the panel by moving the focus.
        <div className="search-panel" data-search-panel="" onMouseDown={(event) => event.preventDefault()}>
          {state.status === 'ready' && client ? (
            <state.ui.SearchResults
              engine={state.engine}
              query={query}
              input={input}
              navigate={client.navigate}
              close={() => setOpen(false)}
              t={t}
              scope={scope}
            />
          ) : (
            <p className="search-empty" role="status">
              {state.status === 'error'
                ? t('portal.search.unavailable', 'Search is not available: {message}', { message: state.error.message })
                : t('portal.search.loading', 'Loading...')}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
