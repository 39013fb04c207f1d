/**
 * Types for what site code imports through portal's aliases. A site's tsconfig.json can include
 * this file (`"include": ["src", "node_modules/portal/renderer/site/site-env.d.ts"]`) to type-check
 * its src/ as portal builds it.
 */
declare module '@theme-original/*' {
  const Component: import('react').ComponentType<any>;
  export default Component;
}

declare module '@theme/Layout' {
  const Layout: import('react').ComponentType<{ children?: import('react').ReactNode; title?: string; description?: string }>;
  export default Layout;
}

declare module '@theme/*' {
  const Component: import('react').ComponentType<any>;
  export default Component;
}

declare module '@docusaurus/Link' {
  const Link: import('react').ComponentType<
    { to?: string; href?: string; children?: import('react').ReactNode } & import('react').AnchorHTMLAttributes<HTMLAnchorElement>
  >;
  export default Link;
}

declare module '@docusaurus/useBaseUrl' {
  export default function useBaseUrl(path: string): string;
}

declare module '@docusaurus/useDocusaurusContext' {
  export default function useDocusaurusContext(): {
    siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  };
}

declare module '@docusaurus/Translate' {
  export function translate(
    message: { message: string; id?: string; description?: string },
    values?: Record<string, string | number>,
  ): string;
  const Translate: import('react').ComponentType<{
    children?: string;
    id?: string;
    description?: string;
    values?: Record<string, import('react').ReactNode>;
  }>;
  export default Translate;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
