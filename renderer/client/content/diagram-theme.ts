/** SPEC §9: neutral in light mode, forest in dark mode. */
export function diagramTheme(mode: string | null): 'neutral' | 'forest' {
  return mode === 'dark' ? 'forest' : 'neutral';
}
