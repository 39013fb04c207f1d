import { z } from 'zod';
import { list, nonEmpty, withDefault } from './fields.ts';

/** Navbar items and footer links, in the shapes and names Docusaurus's themeConfig uses. */

const position = withDefault(
  z.enum(['left', 'right']),
  'left',
  'which side of the navbar the item sits on; right-side items stay on the right at every width above the mobile breakpoint',
);

const sidebarLink = z.strictObject({
  type: z.literal('docSidebar'),
  sidebarId: nonEmpty().meta({ description: 'a key of docs.sidebars; the item opens its first page and is active on its pages' }),
  label: nonEmpty(),
  position,
});
const pageLink = z.strictObject({
  type: z.literal('link').optional(),
  to: nonEmpty().meta({ description: 'a path in the site, without the base path (`/blog`)' }),
  label: nonEmpty(),
  position,
});
const externalLink = z.strictObject({
  type: z.literal('link').optional(),
  href: nonEmpty().meta({ description: 'an external URL (http, https, mailto or tel)' }),
  label: nonEmpty(),
  position,
});
const htmlItem = z.strictObject({
  type: z.literal('html'),
  value: nonEmpty().meta({ description: 'markup shown as it is (the config is site code, trusted as such)' }),
  position,
});

/** What a dropdown holds: links, sidebar links and markup (a divider, a heading). */
const dropdownEntry = z
  .union(
    [
      sidebarLink.omit({ position: true }),
      pageLink.omit({ position: true }),
      externalLink.omit({ position: true }),
      htmlItem.omit({ position: true }),
    ],
    {
      error:
        'a dropdown entry needs `to` (a path in the site), `href` (an external URL), `type: docSidebar` with a `sidebarId`, or `type: html` with a `value`',
    },
  )
  .meta({ id: 'NavbarDropdownEntry' });

/** A navbar link or dropdown entry as written, without its position. */
export type NavbarEntryInput = z.output<typeof dropdownEntry>;

const dropdown = z.strictObject({
  type: z.literal('dropdown'),
  label: nonEmpty(),
  items: z.array(dropdownEntry).min(1).meta({ description: 'the entries of the menu' }),
  position,
});
const versionDropdown = z.strictObject({ type: z.literal('docsVersionDropdown'), position });
const localeDropdown = z.strictObject({ type: z.literal('localeDropdown'), position });
const search = z.strictObject({ type: z.literal('search'), position });

export const navbarItem = z
  .union([sidebarLink, pageLink, externalLink, dropdown, versionDropdown, localeDropdown, search, htmlItem], {
    error:
      'needs `to` (a path in the site), `href` (an external URL), or a `type`: docSidebar (with `sidebarId`), dropdown (with `items`), docsVersionDropdown, localeDropdown, search or html (with `value`)',
  })
  .meta({
    id: 'NavbarItem',
    description:
      '`{type: docSidebar, sidebarId, label}`, `{to, label}` (in-site), `{href, label}` (external), `{type: dropdown, label, items}`, `{type: docsVersionDropdown}`, `{type: localeDropdown}`, `{type: search}` or `{type: html, value}`',
  });

const size = z.union([z.number().positive(), nonEmpty()]);

export const logo = z.strictObject({
  src: nonEmpty().meta({ description: 'the image: a path under static/ (`img/logo.svg`) or an https URL' }),
  srcDark: z.string().nullish().meta({ description: 'the image in dark mode (default: `src`)' }),
  alt: z.string().nullish().meta({ description: 'the text alternative (default: empty, as the title beside it names the link)' }),
  href: z.string().nullish().meta({ description: 'where the logo links (default: the home page); a path in the site or an external URL' }),
  width: size.nullish().meta({ description: 'the width (a number of pixels or a CSS length); default: from the image file' }),
  height: size.nullish().meta({ description: 'the height (a number of pixels or a CSS length); default: 32 px' }),
});

export const navbar = z.strictObject({
  title: z.string().nullish().meta({ description: 'the title beside the logo (default: the site title)' }),
  logo: logo.nullish().meta({ description: 'the logo at the start of the navbar (default: none, only the title)' }),
  items: list(navbarItem, 'the items of the navbar, in order; `position: right` ones sit at the right end'),
});

const footerLink = z.union(
  [
    z.strictObject({ label: nonEmpty(), to: nonEmpty().meta({ description: 'a path in the site, without the base path' }) }),
    z.strictObject({ label: nonEmpty(), href: nonEmpty().meta({ description: 'an external URL' }) }),
  ],
  { error: 'needs a `label` and `to` (a path in the site) or `href` (an external URL)' },
);

export const footer = z.strictObject({
  style: withDefault(
    z.enum(['light', 'dark']),
    'light',
    "`light` (the page's own colours) or `dark` (a dark footer in both colour modes), as Docusaurus's footer.style",
  ),
  links: list(
    z.strictObject({ title: withDefault(z.string(), '', 'the group heading'), items: list(footerLink, 'the group links') }),
    'link groups, each a column',
  ),
  copyright: withDefault(z.string(), '', 'the copyright line (HTML allowed; sanitised)'),
});

export const announcementBar = z.strictObject({
  id: nonEmpty().meta({ description: 'a dismissed bar shows again when its id changes' }),
  content: nonEmpty().meta({ description: 'the message (HTML allowed; sanitised as markdown HTML is)' }),
  dismissible: withDefault(z.boolean(), true, 'whether readers can close it'),
});
