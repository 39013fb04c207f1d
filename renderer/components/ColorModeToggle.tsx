import { MoonIcon, SunIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * The colour-mode switch. Its state lives on <html data-theme>, set before first paint by the
 * inline head script; the client wires the click. Hidden when JavaScript is off, since it could
 * not work then.
 */
export function ColorModeToggle() {
  const t = useT();
  const label = t('theme.colorToggle.ariaLabel', 'Switch between dark and light mode');
  return (
    <button type="button" className="color-mode-toggle js-only" data-color-mode-toggle="" aria-label={label} title={label}>
      <span className="icon-light">
        <SunIcon />
      </span>
      <span className="icon-dark">
        <MoonIcon />
      </span>
    </button>
  );
}
