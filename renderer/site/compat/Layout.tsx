import { useContext, type ReactNode } from 'react';
import { SitePageMeta } from '../page-meta.tsx';

/**
 * `@theme/Layout` for pages written for Docusaurus: portal already draws the navbar and footer
 * around every page, so this only passes its children through, and hands `title` and
 * `description` to the build, which uses them as the page's <title> and description.
 */
export default function Layout({
  children,
  title,
  description,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}) {
  useContext(SitePageMeta)?.({ ...(title ? { title } : {}), ...(description ? { description } : {}) });
  return <>{children}</>;
}
