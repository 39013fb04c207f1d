import { z } from 'zod';
import { list, nonEmpty, orNull, withDefault } from './fields.ts';

/**
 * The site's look: the brand colour the light and dark palettes are derived from, fonts, and the
 * team's own stylesheets (Docusaurus's `theme.customCss`, bundled with the theme).
 */

const hexColor = z
  .string()
  .trim()
  .refine((c) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(c), {
    message: 'must be a hex colour like #2e8555',
    params: { hint: 'write the colour as #rrggbb (quote it in YAML: "#2e8555")' },
  });

export const theme = z.strictObject({
  primaryColor: withDefault(
    hexColor,
    '#2f5fd0',
    'the brand colour in light mode (links, buttons, the active item); the darker and lighter shades are derived from it',
  ),
  primaryColorDark: orNull(
    hexColor,
    'the brand colour in dark mode (default: `primaryColor` lightened until it reads on the dark background)',
  ),
  fontFamily: orNull(z.string(), 'the CSS font-family of the text (default: the system font)'),
  monospaceFontFamily: orNull(z.string(), 'the CSS font-family of code (default: the system monospace font)'),
  customCss: withDefault(
    z.union([nonEmpty(), z.array(nonEmpty())]).transform((v) => (Array.isArray(v) ? v : [v])),
    [],
    'stylesheets of the site (paths relative to the site folder), bundled after the theme into its one hashed stylesheet; `url()`s in them may name files beside them or under static/',
  ),
});

/** Hosts for iframes, shared by content and the built-in `Iframe` component. */
export const allowedIframeHosts = list(
  z
    .string()
    .transform((h) => h.toLowerCase())
    .refine((h) => /^[a-z0-9.-]+$/.test(h), {
      message: 'must be a host name like www.youtube-nocookie.com',
      params: { hint: 'leave out the scheme, port and path' },
    }),
  'hosts whose pages content may embed with `<iframe src="https://...">` or `<Iframe>`',
);
