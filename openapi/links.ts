import type { ApiLink } from '../model/api.ts';
import { anchorPart, type NormaliseContext } from './context.ts';
import { deref } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';

/**
 * A response's `links`: which operation a value of the response feeds, and with what. The target
 * is linked when it is an operationId of this spec (its anchor is `operation/<id>`, the first one
 * given to that id; a duplicate id links the first, as its warning says).
 */
export function responseLinks(ctx: NormaliseContext, raw: unknown, pointer: string): ApiLink[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]): ApiLink[] => {
    const l = deref(ctx.docs, { value, pointer: childPointer(pointer, name) })?.value;
    if (!isObject(l)) return [];
    const target = typeof l.operationId === 'string' ? l.operationId : typeof l.operationRef === 'string' ? l.operationRef : '';
    const link: ApiLink = {
      name,
      target,
      parameters: isObject(l.parameters)
        ? Object.entries(l.parameters).map(([p, e]) => ({ name: p, expression: typeof e === 'string' ? e : JSON.stringify(e) }))
        : [],
      descriptionHtml: ctx.text.html(l.description),
    };
    if (typeof l.operationId === 'string') link.anchor = `operation/${anchorPart(l.operationId)}`;
    if (l.requestBody !== undefined) link.requestBody = typeof l.requestBody === 'string' ? l.requestBody : JSON.stringify(l.requestBody);
    return [link];
  });
}
