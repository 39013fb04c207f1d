import { MoonIcon, SunIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePage } from '../context.tsx';

/**
 * The colour-mode switch. Its state lives on <html data-theme>, set before first paint by the
 * inline head script; the client wires the click. Hidden when JavaScript is off, since it could
 * not work then.
 */
export function ColorModeToggle() {
  const t = useT();
  const { site } = usePage();
  // What the page starts in; the client names the reader's own choice once it knows it.
  const start = site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;
  const mode = start === 'dark' ? t('theme.colorToggle.ariaLabel.mode.dark', 'dark mode') : start === 'light' ? t('theme.colorToggle.ariaLabel.mode.light', 'light mode') : t('theme.colorToggle.ariaLabel.mode.system', 'system mode');
  const label = t('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode });
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
