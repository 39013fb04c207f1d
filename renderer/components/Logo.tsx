/** The portal's mark: a folded map with a location pin, drawn here. Colours come from the theme. */
export function Logo() {
  return (
    <svg className="logo" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path className="logo-fill" d="M3 8l8-3 10 3 8-3v19l-8 3-10-3-8 3z" />
      <path className="logo-line" d="M3 8l8-3 10 3 8-3v19l-8 3-10-3-8 3z M11 5v19 M21 8v19" />
      <path className="logo-pin" d="M16 9.5a4 4 0 0 1 4 4c0 3-4 7-4 7s-4-4-4-7a4 4 0 0 1 4-4z" />
      <circle className="logo-dot" cx="16" cy="13.5" r="1.5" />
    </svg>
  );
}
