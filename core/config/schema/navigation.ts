import { z } from 'zod';
import { list, nonEmpty, withDefault } from './fields.ts';

/** Navbar items and footer links, in the shapes Docusaurus's themeConfig uses. */

const position = withDefault(z.enum(['left', 'right']), 'left', 'which side of the navbar the item sits on');

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

export const navbarItem = z.union([sidebarLink, pageLink, externalLink], { error: 'needs `to` (a path in the site), `href` (an external URL) or `type: docSidebar` with a `sidebarId`' }).meta({ id: 'NavbarItem', description: '`{type: docSidebar, sidebarId, label}`, `{to, label}` (in-site) or `{href, label}` (external)' });

export const navbar = z.strictObject({
  title: z.string().nullish().meta({ description: 'the title beside the logo (default: the site title)' }),
  items: list(navbarItem, 'the links of the navbar, left to right'),
});

const footerLink = z.union(
  [
    z.strictObject({ label: nonEmpty(), to: nonEmpty().meta({ description: 'a path in the site, without the base path' }) }),
    z.strictObject({ label: nonEmpty(), href: nonEmpty().meta({ description: 'an external URL' }) }),
  ],
  { error: 'needs a `label` and `to` (a path in the site) or `href` (an external URL)' },
);

export const footer = z.strictObject({
  links: list(z.strictObject({ title: withDefault(z.string(), '', 'the group heading'), items: list(footerLink, 'the group links') }), 'link groups, each a column'),
  copyright: withDefault(z.string(), '', 'the copyright line (HTML allowed; sanitised)'),
});

export const announcementBar = z.strictObject({
  id: nonEmpty().meta({ description: 'a dismissed bar shows again when its id changes' }),
  content: nonEmpty().meta({ description: 'the message (HTML allowed; sanitised as markdown HTML is)' }),
  dismissible: withDefault(z.boolean(), true, 'whether readers can close it'),
});
