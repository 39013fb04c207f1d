import type { BrowserSite } from '../../model/browser-page.ts';
import { THEME_STORAGE_KEY } from '../../templates/head-script.ts';
import type { SafeStorage } from './storage.ts';
import type { Translate } from '../i18n/translate.ts';

export type ColorChoice = 'light' | 'dark' | 'system';

/**
 * The choices the toggle steps through. The configured reading of SPEC §4 (the portal's:
 * `respectPrefersColorScheme: false`) is light and dark; with the system preference respected,
 * "system" is a third choice.
 */
export function colorChoices(respectPrefersColorScheme: boolean): ColorChoice[] {
  return respectPrefersColorScheme ? ['light', 'dark', 'system'] : ['light', 'dark'];
}

export function nextChoice(current: ColorChoice, choices: readonly ColorChoice[]): ColorChoice {
  return choices[(choices.indexOf(current) + 1) % choices.length] ?? 'light';
}

export function isChoice(value: string | null): value is ColorChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/**
 * The colour-mode toggle, the stored choice and other tabs' changes. The head script applied the
 * stored choice before the first paint; this keeps <html data-theme> right from then on. Returns
 * what names the choice on toggles a navigation put in place (their HTML names the default).
 */
export function wireColorMode(doc: Document, site: Pick<BrowserSite, 'colorMode'>, storage: SafeStorage, t: Translate): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const html = doc.documentElement;
  const choices = colorChoices(site.colorMode.respectPrefersColorScheme);
  const dark = win.matchMedia('(prefers-color-scheme: dark)');
  const stored = storage.get(THEME_STORAGE_KEY);
  let choice: ColorChoice = isChoice(stored) ? stored : site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;

  const label = () => {
    const mode =
      choice === 'light'
        ? t('theme.colorToggle.ariaLabel.mode.light', 'light mode')
        : choice === 'dark'
          ? t('theme.colorToggle.ariaLabel.mode.dark', 'dark mode')
          : t('theme.colorToggle.ariaLabel.mode.system', 'system mode');
    const text = t('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode });
    for (const button of doc.querySelectorAll('[data-color-mode-toggle]')) {
      button.setAttribute('aria-label', text);
      button.setAttribute('title', text);
    }
  };
  const apply = () => {
    html.setAttribute('data-theme', choice === 'system' ? (dark.matches ? 'dark' : 'light') : choice);
    html.setAttribute('data-theme-choice', choice);
    label();
  };
  apply();

  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-color-mode-toggle]')) return;
    choice = nextChoice(choice, choices);
    storage.set(THEME_STORAGE_KEY, choice);
    apply();
  });
  dark.addEventListener('change', () => choice === 'system' && apply());
  // Another tab changed the colour mode: follow it.
  win.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY || !isChoice(event.newValue)) return;
    choice = event.newValue;
    apply();
  });
  return label;
}
