import { readFile } from 'node:fs/promises';
import type { LoadedApi } from '../../model/api.ts';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { consoleServerUrls, type ConsoleServerUrl } from '../../openapi/console-data.ts';
import { isOrigin } from '../../templates/csp.ts';
import { displayPath } from '../util/files.ts';

export interface ConsoleOrigins {
  /** By API route: the origins its pages' policy adds to `connect-src` (only APIs with a console). */
  byApi: Record<string, string[]>;
  diagnostics: Diagnostic[];
}

/**
 * The origins each "Try it" console may send requests to, read from its spec's servers as URLs:
 * only the scheme, host and port of an `http(s)` URL count (the path is the console's business).
 * Anything that is not such an origin once parsed (a variable value that adds `;` and a directive,
 * a space, a quote, a user name, a wildcard) is left out of the policy with a warning naming the
 * spec and the line of the value; the console cannot reach that server. A relative server is on
 * the site, which `'self'` already allows.
 */
export async function consoleOrigins(apis: readonly LoadedApi[]): Promise<ConsoleOrigins> {
  const byApi: Record<string, string[]> = {};
  const diagnostics: Diagnostic[] = [];
  for (const api of apis) {
    const urls = consoleServerUrls(api.model);
    if (urls.length === 0) continue;
    const origins = new Set<string>();
    const refused = new Map<string, ConsoleServerUrl>();
    for (const entry of urls) {
      const origin = originOf(entry.url);
      if (origin === null) continue;
      if (origin === undefined) refused.set(entry.url, entry);
      else origins.add(origin);
    }
    byApi[api.config.route] = [...origins].sort();
    if (refused.size === 0) continue;
    const text = await readFile(api.specFile, 'utf8').catch(() => '');
    for (const [url, entry] of refused) {
      diagnostics.push(
        diagnostic(
          'warning',
          'unsafe-url',
          `the server URL ${JSON.stringify(url.length > 80 ? `${url.slice(0, 77)}...` : url)} of the Try it console is not a plain origin (scheme, host and port), so it is left out of the page's Content-Security-Policy and the console cannot send to it`,
          {
            file: displayPath(api.specFile),
            ...(lineOf(text, entry) ? { point: { line: lineOf(text, entry) ?? 1, column: 1 } } : {}),
            hint: 'write servers and their variables as https://host[:port][/path]; a variable value may only spell part of a host name or a path',
          },
        ),
      );
    }
  }
  return { byApi, diagnostics };
}

/** The origin of an absolute http(s) URL when it is a plain one; null for a path on the site; undefined for anything else. */
function originOf(url: string): string | null | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//') ? undefined : null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  const origin = `${parsed.protocol}//${parsed.host}`;
  return isOrigin(origin) ? origin : undefined;
}

/** The line of the spec that most likely wrote the bad part: a variable value with odd characters, else the URL. */
function lineOf(text: string, entry: ConsoleServerUrl): number | undefined {
  const odd = entry.values.filter((v) => /[^A-Za-z0-9.-]/.test(v));
  for (const needle of [...odd, entry.template, ...entry.values]) {
    if (!needle) continue;
    const at = text.indexOf(needle);
    if (at >= 0) return text.slice(0, at).split('\n').length;
  }
  return undefined;
}
