import type { ApiModel, ApiOperation } from '../model/api.ts';

export interface ApiSearchDocument {
  title: string;
  text: string;
  /** Route path and anchor: `/docs/x/api#operation/getThing`. */
  path: string;
  kind: 'api';
}

/**
 * Search documents for one API page: every operation (method, path, summary and description)
 * and every tag, each linking to its anchor on the page that renders it.
 */
export function apiSearchDocuments(model: ApiModel, route: string): ApiSearchDocument[] {
  const out: ApiSearchDocument[] = [];
  const byAnchor = new Map(model.operations.map((o) => [o.anchor, o]));
  for (const tag of model.tags) {
    const ops = tag.operations.flatMap((a) => {
      const op = byAnchor.get(a);
      return op ? [`${op.method} ${op.path} ${op.summary}`] : [];
    });
    out.push({
      title: `${tag.name} (${model.title})`,
      text: [plain(tag.descriptionHtml), ...ops].filter(Boolean).join(' '),
      path: `${route}#${tag.anchor}`,
      kind: 'api',
    });
  }
  for (const op of [...model.operations, ...model.webhooks]) out.push(operationDocument(op, route));
  return out;
}

function operationDocument(op: ApiOperation, route: string): ApiSearchDocument {
  const name = op.kind === 'webhook' ? `Webhook ${op.path}` : `${op.method} ${op.path}`;
  return {
    title: op.summary ? `${op.summary} (${name})` : name,
    // `createIssue` is indexed as the word and as "create Issue", so either spelling finds it.
    text: [name, op.operationId ?? '', words(op.operationId ?? ''), op.summary, plain(op.descriptionHtml), ...op.tags]
      .filter(Boolean)
      .join(' '),
    path: `${route}#${op.anchor}`,
    kind: 'api',
  };
}

function words(id: string): string {
  const split = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ');
  return split === id ? '' : split;
}

/** Text of prerendered HTML: tags dropped and the few entities the markdown renderer writes decoded. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/\s+/g, ' ')
    .trim();
}
