import { SearchIcon } from './icons.tsx';

/**
 * The search entry point. The index is fetched on first use (focus, click or Ctrl+K / Cmd+K) by
 * the client; until then the box costs nothing. Hidden when JavaScript is off.
 */
export function SearchBox() {
  return (
    <div className="search js-only" data-search="">
      <label className="search-box">
        <SearchIcon />
        <span className="visually-hidden">Search</span>
        <input type="search" className="search-input" placeholder="Search" autoComplete="off" spellCheck={false} aria-keyshortcuts="Control+K Meta+K" data-search-input="" />
        <kbd className="search-hint" aria-hidden="true">
          Ctrl K
        </kbd>
      </label>
    </div>
  );
}
