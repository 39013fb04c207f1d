import { MoonIcon, SunIcon } from './icons.tsx';

/**
 * The colour-mode switch. Its state lives on <html data-theme>, set before first paint by the
 * inline head script; the client wires the click. Hidden when JavaScript is off, since it could
 * not work then.
 */
export function ColorModeToggle() {
  return (
    <button type="button" className="color-mode-toggle js-only" data-color-mode-toggle="" aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
      <span className="icon-light">
        <SunIcon />
      </span>
      <span className="icon-dark">
        <MoonIcon />
      </span>
    </button>
  );
}
