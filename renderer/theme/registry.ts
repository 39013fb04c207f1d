/**
 * The theme components a site may replace, Docusaurus's "swizzle" in portal's terms. Each is the
 * default export of `renderer/theme/<Name>.tsx`; a site that has `src/theme/<Name>.tsx` (or .jsx,
 * .ts, .js) gets its own everywhere the portal draws that part. Theme components are rendered at
 * build time only, never hydrated (core/theme/site-code.ts warns about one that would need the browser).
 * The original stays importable as `@theme-original/<Name>`, so a replacement can wrap it.
 * `portal swizzle <Name>` copies the original out as a starting point.
 *
 * Props are the component's contract: a replacement receives the same props (the types are
 * exported from each file, e.g. `DocItemFooterProps`) and reads everything else from the page
 * context (`usePage()` from `@portal/renderer/context.tsx`).
 */
export const THEME_COMPONENTS = {
  AnnouncementBar: { description: 'the bar above the navbar (announcementBar)', props: 'none' },
  Navbar: { description: 'the whole top bar: logo, title, items, colour toggle, search, mobile menu', props: 'none' },
  NavbarItem: {
    description: 'one navbar item of any type (link, dropdown, docsVersionDropdown, localeDropdown, search, html)',
    props: '{ item: NavbarItem; mobile?: boolean }',
  },
  Logo: { description: 'the logo at the start of the navbar (navbar.logo)', props: 'none' },
  Footer: { description: 'the footer: link columns and copyright (footer)', props: 'none' },
  DocItemFooter: { description: 'below a doc: tags, "Edit this page", last update', props: '{ route: DocRoute }' },
  HomeHero: { description: 'the home page banner: title, tagline, buttons', props: '{ hero: HomeRoute["hero"] }' },
  HomeFeatures: { description: 'the home page feature cards', props: '{ features: HomeRoute["features"] }' },
  NotFound: { description: 'the content of the not-found page (404.html)', props: 'none' },
} as const satisfies Record<string, { description: string; props: string }>;

export type ThemeComponentName = keyof typeof THEME_COMPONENTS;

export const THEME_COMPONENT_NAMES = Object.keys(THEME_COMPONENTS) as ThemeComponentName[];

export function isThemeComponent(name: string): name is ThemeComponentName {
  return Object.hasOwn(THEME_COMPONENTS, name);
}

/** The original's file, relative to the package root. */
export function themeComponentFile(name: ThemeComponentName): string {
  return `renderer/theme/${name}.tsx`;
}
