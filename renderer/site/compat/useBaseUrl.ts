import { useHref } from '../../context.tsx';

/** `@docusaurus/useBaseUrl`: a path in the site with the base URL in front; URLs as they are. */
export default function useBaseUrl(path: string): string {
  return useHref()(path);
}

export function useBaseUrlUtils(): { withBaseUrl: (path: string) => string } {
  const href = useHref();
  return { withBaseUrl: href };
}
