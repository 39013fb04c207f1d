import type { Diagnostic } from '../model/diagnostics.ts';
import { unsafeImageReason, unsafeUrlReason } from '../model/url-policy.ts';
import type { SpecDocuments } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';
import { specDiagnostic } from './spec-diagnostic.ts';

/** Keys whose value is a URL the API page links to, wherever they are written. */
const LINK_KEYS = new Set(['termsOfService', 'openIdConnectUrl', 'authorizationUrl', 'tokenUrl', 'refreshUrl', 'externalValue']);
/** Objects whose `url` (and `href`) the API page links to, shows as an image or puts in its code samples. */
const URL_HOLDERS = new Set(['contact', 'license', 'externalDocs', 'x-logo', 'servers']);
/** Example values are data shown as code, never followed: a `javascript:` string there is fine. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

/**
 * The URLs of a spec that become links or images on its API page (contact, license, terms,
 * external docs, the logo, OAuth and OpenID addresses, example files) go through the URL policy
 * (model/url-policy.ts): each refused one is a warning at its line, and the page shows it as text
 * (renderer/api/format.ts safeUrl drops it again).
 */
export function auditUrls(docs: SpecDocuments): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const file of docs.files.values()) {
    const seen = new Set<object>();
    const walk = (node: unknown, pointer: string, holder: string): void => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      seen.add(node);
      // Items of a list belong to the list's key (`servers[0].url` is a server's URL).
      if (Array.isArray(node)) return node.forEach((v, i) => walk(v, childPointer(pointer, i), holder));
      for (const [key, value] of Object.entries(node)) {
        const at = childPointer(pointer, key);
        if (typeof value === 'string') {
          const image = holder === 'x-logo' && key === 'url';
          const checked = LINK_KEYS.has(key) || (URL_HOLDERS.has(holder) && (key === 'url' || key === 'href'));
          const reason = checked ? (image ? unsafeImageReason(value) : unsafeUrlReason(value)) : undefined;
          if (reason) {
            out.push(
              specDiagnostic({
                file,
                severity: 'warning',
                code: 'unsafe-url',
                message: `the URL at ${file.key}${at} uses ${reason}, so the API page shows it as text, not as a link`,
                pointer: at,
                hint: 'links may use http:, https:, mailto: or tel:, or be a relative path',
              }),
            );
          }
        } else if (!DATA_KEYS.has(key) && isObject(value)) walk(value, at, key);
        else if (Array.isArray(value) && !DATA_KEYS.has(key)) walk(value, at, key);
      }
    };
    walk(file.source.value, '#', '');
  }
  return out;
}
