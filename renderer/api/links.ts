import { useHref, usePage } from '../context.tsx';

/**
 * Links to anchors of the API: `#anchor` on this page, or the page that has it when a large spec
 * is split into pages (the model's `anchorPages`).
 */
export function useAnchorHref(): (anchor: string) => string {
  const { route } = usePage();
  const href = useHref();
  const pages = route.kind === 'api' ? route.api.anchorPages : undefined;
  return (anchor) => {
    const page = pages?.[anchor];
    return page && page !== route.path ? `${href(page)}#${anchor}` : `#${anchor}`;
  };
}
