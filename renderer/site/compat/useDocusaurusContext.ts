import { useBrowserPage } from '../../context.tsx';

/** `@docusaurus/useDocusaurusContext`: the site config fields a page reads. */
export default function useDocusaurusContext(): {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
} {
  const { site } = useBrowserPage();
  return { siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, customFields: {} } };
}
