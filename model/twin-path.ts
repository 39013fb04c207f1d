/**
 * The markdown twin of a doc page: its route plus `.md` (`/docs/x` -> `/docs/x.md`), the
 * convention AI tools follow to ask a page for its markdown. Shared by the emitter and the head.
 */
export function twinPath(routePath: string): string {
  return routePath === '/' ? '/index.md' : `${routePath}.md`;
}
