/** A Mac, iPhone or iPad, where the search shortcut is ⌘ K rather than Ctrl K. */
export function isMac(nav: Pick<Navigator, 'platform'>): boolean {
  return /Mac|iPhone|iPad/.test(nav.platform);
}
