import { createContext, useContext } from 'react';
import type { ApiModel, ApiOperation } from '../../model/api.ts';

/** The operation whose samples column shows an example first on the page. */
export interface ExampleOwner {
  anchor: string;
  title: string;
}

/**
 * An example at least this long (its HTML) is written once per page: GitHub answers a hundred
 * operations with the same 25 KB repository object, which was a twelfth of each tag page.
 */
const SHARE_OVER = 2000;

/**
 * For each long example HTML on the page, the first operation (in the order the page shows them:
 * tag by tag, then webhooks) that shows it. Later operations link to it instead of repeating it.
 */
export function exampleOwners(model: ApiModel): Map<string, ExampleOwner> {
  const owners = new Map<string, ExampleOwner>();
  const byAnchor = new Map(model.operations.map((o) => [o.anchor, o]));
  const inOrder: ApiOperation[] = [];
  for (const tag of model.tags) {
    for (const a of tag.operations) {
      const op = byAnchor.get(a);
      if (op && op.tags[0] === tag.name) inOrder.push(op);
    }
  }
  inOrder.push(...model.webhooks);
  for (const op of inOrder) {
    const media = [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)];
    for (const m of media) {
      for (const e of m.examples) {
        if (e.html.length >= SHARE_OVER && !owners.has(e.html))
          owners.set(e.html, { anchor: op.anchor, title: op.summary || `${op.method} ${op.path}` });
      }
    }
  }
  return owners;
}

export const ExampleOwnersContext = createContext<ReadonlyMap<string, ExampleOwner>>(new Map());

export function useExampleOwners(): ReadonlyMap<string, ExampleOwner> {
  return useContext(ExampleOwnersContext);
}
