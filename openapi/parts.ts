import type { ApiExternalDocs, ApiOAuthFlow, ApiSecurityRequirement, ApiSecurityScheme, ApiServer } from '../model/api.ts';
import type { NormaliseContext } from './context.ts';
import { anchorPart } from './context.ts';
import { deref } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';

type TextContext = Pick<NormaliseContext, 'text'>;

export function servers(ctx: TextContext, raw: unknown): ApiServer[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).flatMap((s): ApiServer[] => {
    if (typeof s.url !== 'string') return [];
    const variables = isObject(s.variables)
      ? Object.entries(s.variables).flatMap(([name, v]) => {
          if (!isObject(v)) return [];
          const out: ApiServer['variables'][number] = {
            name,
            default: String(v.default ?? ''),
            descriptionHtml: ctx.text.html(v.description),
          };
          if (Array.isArray(v.enum)) out.enum = v.enum.map(String);
          return [out];
        })
      : [];
    return [{ url: s.url, descriptionHtml: ctx.text.html(s.description), variables }];
  });
}

/**
 * What samples show for the host when the spec names none: a visible placeholder, never an
 * invented address a reader might call (a warning says so at build time).
 */
export const SERVER_PLACEHOLDER = '<SERVER_URL>';

/** A server URL with its variables at their defaults; a relative URL or none gets the placeholder. */
export function serverUrl(server: ApiServer | undefined): string {
  if (!server) return SERVER_PLACEHOLDER;
  let url = server.url.replace(/\{([^}]+)\}/g, (m, name: string) => server.variables.find((v) => v.name === name)?.default || m);
  // A `<NAME>` placeholder stands for a whole address the provider has not published: keep it as written.
  if (!/^[a-z]+:\/\//i.test(url) && !url.startsWith('<')) url = `${SERVER_PLACEHOLDER}${url.startsWith('/') ? '' : '/'}${url}`;
  return url.replace(/\/+$/, '');
}

export function externalDocs(ctx: TextContext, raw: unknown): ApiExternalDocs | undefined {
  if (!isObject(raw) || typeof raw.url !== 'string') return undefined;
  return { url: raw.url, descriptionHtml: ctx.text.html(raw.description) };
}

export function securityRequirements(raw: unknown): ApiSecurityRequirement[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((req) => ({
    schemes: Object.entries(req).map(([key, scopes]) => ({ key, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })),
  }));
}

export function securitySchemes(ctx: Pick<NormaliseContext, 'text' | 'docs' | 'anchors'>, raw: unknown): ApiSecurityScheme[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([key, value]): ApiSecurityScheme[] => {
    const found = deref(ctx.docs, { value, pointer: childPointer('#/components/securitySchemes', key) });
    if (!found || !isObject(found.value)) return [];
    const s = found.value;
    const out: ApiSecurityScheme = {
      key,
      anchor: ctx.anchors.take(`section/Authentication/${anchorPart(key)}`),
      pointer: found.pointer,
      type: String(s.type ?? ''),
      descriptionHtml: ctx.text.html(s.description),
      flows: [],
    };
    for (const field of ['in', 'name', 'scheme', 'bearerFormat', 'openIdConnectUrl'] as const)
      if (typeof s[field] === 'string') out[field] = s[field];
    if (isObject(s.flows)) {
      out.flows = Object.entries(s.flows).flatMap(([kind, f]): ApiOAuthFlow[] => {
        if (!isObject(f)) return [];
        const flow: ApiOAuthFlow = {
          kind,
          scopes: isObject(f.scopes)
            ? Object.entries(f.scopes).map(([name, description]) => ({ name, description: String(description) }))
            : [],
        };
        for (const field of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const)
          if (typeof f[field] === 'string') flow[field] = f[field];
        return [flow];
      });
    }
    return [out];
  });
}
