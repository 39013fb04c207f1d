import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { diagnostic, type SourcePoint } from '../../model/diagnostics.ts';
import { isReservedId, USER_CONTENT_PREFIX } from '../../model/reserved.ts';
import type { FileFacts } from './context.ts';
import { walkElements } from './walk.ts';

/**
 * No author id or anchor name may stand in for one of the shell's (DOM clobbering): an id from
 * `{#id}`, raw HTML or an MDX attribute that is reserved (model/reserved.ts) gets the
 * `user-content-` prefix, as GitHub does, with a warning at its line. Every other id stays as it
 * is written, so links to headings and the table of contents keep working. Runs after the
 * sanitiser (which keeps `name` on `<a>` only: the one element whose name is no global) and before
 * heading ids are made, which check generated ids the same way.
 */
export function rehypeReservedNames() {
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    walkElements(tree, (node: Element) => {
      if (node.tagName === 'pre') return false;
      for (const key of ['id', 'name'] as const) {
        const value = node.properties[key];
        if (typeof value !== 'string' || !isReservedId(value)) continue;
        node.properties[key] = reservedIdWarning(facts, value, node.position?.start, key);
      }
      return undefined;
    });
  };
}

/** The id content gets instead of a reserved one, with the warning that says so. */
export function reservedIdWarning(
  facts: FileFacts | undefined,
  id: string,
  point: SourcePoint | undefined,
  what: 'id' | 'name' = 'id',
): string {
  const renamed = `${USER_CONTENT_PREFIX}${id}`;
  facts?.diagnostics.push(
    diagnostic(
      'warning',
      'id-reserved',
      `the ${what} "${truncate(id)}" is reserved for the page shell, so it is "${truncate(renamed)}" on the page`,
      {
        file: facts.source.display,
        point,
        hint: `ids starting with __portal and names of browser globals belong to the portal's own scripts; choose another ${what}, or link to #${truncate(renamed)}`,
      },
    ),
  );
  return renamed;
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
