import { useEffect, useRef, useState } from 'react';
import { useClient } from '../client-context.tsx';
import { useBrowserPage } from '../context.tsx';
import { SearchIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';
import type { SearchScope } from '../../model/search-scope.ts';

import { isMac } from '../client/platform.ts';

type SearchModule = typeof import('../client/search/SearchPanel.tsx');
type Engine = Awaited<ReturnType<SearchModule['loadSearch']>>;

type SearchState =
  { status: 'idle' | 'loading' } | { status: 'ready'; engine: Engine; ui: SearchModule } | { status: 'error'; error: Error };

/**
 * The search box, an island (renderer/islands/shell-islands.tsx). Nothing is fetched until the
 * reader first uses it (focus, click, Ctrl+K or Cmd+K, which the client's shell turns into focus):
 * then the search code and the index load, and the panel says `Loading...` until they are ready.
 * What the reader did before the island was live (focused the box, typed) is picked up when it
 * becomes live. The results, and the keys that move through them, live in the lazily loaded code.
 * Hidden when JavaScript is off.
 */
export function SearchBox({ scope }: { scope?: SearchScope }) {
  const { site, route } = useBrowserPage();
  const client = useClient();
  const t = useT();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [mac, setMac] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const shownPath = useRef(route.path);

  const activate = () => {
    setOpen(true);
    if (state.status !== 'idle' && state.status !== 'error') return;
    setState({ status: 'loading' });
    import('../client/search/SearchPanel.tsx')
      .then(async (ui) => setState({ status: 'ready', engine: await ui.loadSearch(site), ui }))
      .catch((error: unknown) => setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }));
  };

  useEffect(() => {
    setMac(isMac(navigator));
    // The reader got here first: the box has the focus (a click, Ctrl+K) or what they typed.
    const el = input.current;
    if (el?.value) setQuery(el.value);
    if (el && el.ownerDocument.activeElement === el) activate();
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // Once, when the island becomes live.
  }, []);
  // A navigation closes the panel (the island outlives it); the first page is not a navigation.
  useEffect(() => {
    if (shownPath.current === route.path) return;
    shownPath.current = route.path;
    setOpen(false);
  }, [route.path]);

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
        {/* The client's shell names the Mac key before this is live (renderer/client/shell.ts): the text may differ while hydrating. */}
        <kbd className="search-hint" aria-hidden="true" suppressHydrationWarning>
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
