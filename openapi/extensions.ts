import type { ApiLogo, ApiTopic } from '../model/api.ts';
import { anchorPart, type NormaliseContext } from './context.ts';
import { deref, unresolvedRef } from './documents.ts';
import { isInternal, isObject } from './pointer.ts';

/**
 * The vendor extensions Redoc and Bump users write, read into the model. Unknown `x-` keys are
 * allowed anywhere and never warned about; these are the ones that change the page.
 */

/** `info.x-logo` (Redoc): `{ url, altText, href, backgroundColor }`. */
export function logoOf(info: Record<string, unknown>, title: string): ApiLogo | undefined {
  const raw = info['x-logo'];
  if (!isObject(raw) || typeof raw.url !== 'string' || raw.url.trim() === '') return undefined;
  const logo: ApiLogo = { url: raw.url, alt: typeof raw.altText === 'string' ? raw.altText : `${title} logo` };
  if (typeof raw.href === 'string') logo.href = raw.href;
  if (typeof raw.backgroundColor === 'string' && /^#[0-9a-f]{3,8}$|^[a-z]+$/i.test(raw.backgroundColor))
    logo.backgroundColor = raw.backgroundColor;
  return logo;
}

/** `x-topics` (Bump): `[{ title, content }]`, markdown sections shown before the operations. */
export function topicsOf(ctx: NormaliseContext, raw: unknown): ApiTopic[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t): ApiTopic[] => {
    if (!isObject(t) || typeof t.title !== 'string' || isInternal(t)) return [];
    // The content may be a `$ref` to a markdown file (Bump's own example does this).
    const content = deref(ctx.docs, { value: t.content, pointer: '#/x-topics' });
    const ref = isObject(t.content) && typeof t.content.$ref === 'string' ? t.content.$ref : undefined;
    const html =
      content && typeof content.value === 'string'
        ? ctx.text.html(content.value)
        : ref
          ? `<p class="api-unresolved">Unresolved reference <code>${escapeText(unresolvedRef(ref) ?? ref)}</code>.</p>`
          : '';
    return [{ title: t.title, anchor: ctx.anchors.take(`section/${anchorPart(t.title)}`), html }];
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
