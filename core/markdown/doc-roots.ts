/** Whether a site-relative file is inside one of the folders (a docs version's folder or its translation). */
export function isUnder(relPath: string, roots: readonly string[]): boolean {
  return roots.some((root) => relPath.startsWith(`${root}/`));
}
