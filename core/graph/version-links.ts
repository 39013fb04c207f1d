import type { DocsVersionInfo, VersionLink } from '../../model/routes.ts';
import type { VersionPages, VersionRoute } from './version-routes.ts';

/**
 * What each page of a versioned docs instance knows of the other versions: itself in each of them
 * (a doc by its id, any other page by its path below the version's route), else that version's
 * main page; the last version's twin, for the banner and the canonical URL. Instances with one
 * version get nothing, so their pages are what they were before versions existed.
 */
export function withVersionLinks(pages: readonly VersionPages[]): VersionRoute[] {
  const byInstance = new Map<string, VersionPages[]>();
  for (const p of pages) byInstance.set(p.version.instance, [...(byInstance.get(p.version.instance) ?? []), p]);
  return pages.flatMap((own) => {
    const siblings = byInstance.get(own.version.instance) ?? [own];
    if (siblings.length < 2) return own.routes;
    const relative = (p: VersionPages) => new Set(p.routes.map((r) => below(r.path, p.version.routePath)));
    const paths = new Map(siblings.map((p) => [p.version.key, relative(p)]));
    return own.routes.map((route): VersionRoute => {
      const twinIn = (other: VersionPages): string | undefined => {
        if (other === own) return route.path;
        if (route.kind === 'doc') return other.docIds.get(route.docId);
        const rest = below(route.path, own.version.routePath);
        return paths.get(other.version.key)?.has(rest) ? join(other.version.routePath, rest) : undefined;
      };
      const links = siblings.map((other): VersionLink => {
        const twin = twinIn(other);
        return { name: other.version.name, label: other.version.label, path: twin ?? other.mainPath, ...(twin ? { same: true } : {}) };
      });
      const { version } = own;
      const latest = version.isLast ? undefined : links[siblings.findIndex((p) => p.version.isLast)];
      const info: DocsVersionInfo = {
        key: version.key,
        instance: version.instance,
        name: version.name,
        label: version.label,
        badge: version.badge,
        className: version.className,
        versions: links,
        ...(version.banner ? { banner: version.banner } : {}),
        ...(latest ? { latest } : {}),
      };
      // Search engines are sent to the last version's twin; the page stays for readers of its version.
      const canonical = latest?.same ? { canonical: latest.path } : {};
      return { ...route, docsVersion: info, ...canonical };
    });
  });
}

function below(path: string, base: string): string {
  if (base === '/') return path;
  return path === base ? '' : path.slice(base.length);
}

function join(base: string, rest: string): string {
  if (base === '/') return rest || '/';
  return `${base}${rest}`;
}
