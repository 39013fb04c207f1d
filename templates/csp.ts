import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from './head-script.ts';

/** The CSP source that allows an inline script (by default the head script), `'sha256-<base64>'`. */
export function headScriptHash(script: string = HEAD_SCRIPT): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy the built site runs under (templates/nginx/developer-portal.conf sends
 * it; the deploy test checks that the two agree and that pages load under it with no violation).
 *
 * - Scripts: the one inline script (the head script) by its hash, and what it loads: it inserts the
 *   build's entry module (named by an attribute of <html>), which `'strict-dynamic'` trusts with
 *   every module it imports (its chunks, mermaid's copied modules, the site's components). A
 *   `<script src>` in the markup is not trusted at all, same-origin or not: a text file of the
 *   site (`/payload.txt`) cannot run even on a host that sends no `nosniff`. `'self'` stays only
 *   for browsers without `'strict-dynamic'` (which ignore it when they have it). No inline event
 *   handlers, no eval, nothing from other hosts.
 * - Styles: 'unsafe-inline', because style attributes are part of what content may use (the
 *   sanitiser keeps `style` on layout elements, without url()), the base-path banner is styled
 *   inline (it must show when the stylesheet fails to load), and mermaid writes a <style> element
 *   into every diagram it draws. CSS cannot run script; what it could load is held to img-src and
 *   font-src below.
 * - Requests to the site, and to the servers of the APIs whose "Try it" console is on (their
 *   origins, each server variable at its default and its enum values); none other.
 * - Images from any https host (content may show remote images, as a browser would), frames only
 *   from the hosts the site allows iframes from (none by default).
 */
export function contentSecurityPolicy(
  frameHosts: readonly string[] = [],
  extraScripts: readonly string[] = [],
  connectOrigins: readonly string[] = [],
): string {
  return policyDirectives(frameHosts, extraScripts, connectOrigins).join('; ');
}

/**
 * The same policy for a `<meta http-equiv>` in every built page, so a static host that sends no
 * header (GitHub Pages, S3) still runs the site under it. A meta policy cannot carry
 * `frame-ancestors` (browsers ignore it there and warn), so framing is left to the host's headers
 * (the nginx template sends frame-ancestors and X-Frame-Options).
 */
export function metaContentSecurityPolicy(
  frameHosts: readonly string[] = [],
  extraScripts: readonly string[] = [],
  connectOrigins: readonly string[] = [],
): string {
  return policyDirectives(frameHosts, extraScripts, connectOrigins)
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
}

function policyDirectives(frameHosts: readonly string[], extraScripts: readonly string[], connectOrigins: readonly string[]): string[] {
  return [
    "default-src 'self'",
    // extraScripts: the dev server's live-reload script, also allowed by its hash.
    `script-src 'self' ${[HEAD_SCRIPT, ...extraScripts].map(headScriptHash).join(' ')} 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // connectOrigins: the servers of the APIs with a "Try it" console (openapi/console-data.ts).
    `connect-src 'self'${connectOrigins
      .filter(isOrigin)
      .map((o) => ` ${o}`)
      .join('')}`,
    `frame-src ${frameHosts.length > 0 ? frameHosts.map((h) => `https://${h}`).join(' ') : "'none'"}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
}

/**
 * `scheme://host[:port]` and nothing else: what an origin in a source list may be. The stages check
 * a spec's servers before they get here (core/build/console-origins.ts); this keeps even a value
 * they missed from adding a source or a directive (`;`, spaces, quotes, paths, wildcards).
 */
export function isOrigin(value: string): boolean {
  return /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(
    value,
  );
}

/**
 * The policy of each page: `base` for every page but those of an API with a "Try it" console,
 * which get the base plus the origins of that API's servers (`byApi`, by the API's route), so no
 * spec adds anything to the policy of the rest of the site.
 */
export interface PagePolicies {
  base: string;
  byApi: Readonly<Record<string, string>>;
}

export function pagePolicies(
  frameHosts: readonly string[],
  extraScripts: readonly string[],
  consoleOrigins: Readonly<Record<string, readonly string[]>>,
  policy: typeof contentSecurityPolicy = metaContentSecurityPolicy,
): PagePolicies {
  return {
    base: policy(frameHosts, extraScripts, []),
    byApi: Object.fromEntries(
      Object.entries(consoleOrigins)
        .filter(([, origins]) => origins.length > 0)
        .map(([route, origins]) => [route, policy(frameHosts, extraScripts, origins)]),
    ),
  };
}

/**
 * The other security headers every answer carries (the nginx template sends the same, and
 * `portal serve` too): no type guessing, no full URL of a page sent to other sites, no framing
 * by other sites, and no powerful browser features for anything on the page.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
