import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref } from '../../context.tsx';

/** `@docusaurus/Link`: `to` is a path in the site (the base URL is added), `href` any URL; other sites open in a new tab. */
export default function Link({
  to,
  href,
  children,
  ...rest
}: { to?: string; href?: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const withBase = useHref();
  const target = to ?? href ?? '#';
  const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(target);
  return (
    <a
      href={external || target.startsWith('#') ? target : withBase(target)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
