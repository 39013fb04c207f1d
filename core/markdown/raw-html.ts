import type { Element, Root as HastRoot } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { diagnostic, type SourcePoint } from '../../model/diagnostics.ts';
import { eachNode, firstNode, walkElements } from './walk.ts';

/** Document-level tags the HTML parser drops inside a page's body, attributes and all (`<body onload>`). */
const DOCUMENT_TAG = /<(html|head|body|frameset|frame)(?=[\s/>])/gi;

/**
 * The HTML parser silently drops `<html>`, `<head>`, `<body>`, `<frameset>` and `<frame>` inside the
 * content (and their handlers with them): the sanitiser never sees them, so they are named here.
 */
function warnDocumentTags(tree: HastRoot, file: VFile): void {
  const facts = file.data.facts;
  if (!facts) return;
  eachNode(tree, (node) => {
    const rawNode = node as { type: string; value?: string; position?: { start: SourcePoint } };
    if (rawNode.type !== 'raw' || !rawNode.value?.includes('<')) return;
    for (const m of rawNode.value.matchAll(DOCUMENT_TAG)) {
      const start = rawNode.position?.start;
      const line = start ? start.line + (rawNode.value.slice(0, m.index).match(/\n/g)?.length ?? 0) : undefined;
      facts.diagnostics.push(
        diagnostic('warning', 'html-removed', `<${(m[1] ?? '').toLowerCase()}> was removed (a page's content cannot hold document tags)`, {
          file: facts.source.display,
          point: line === undefined ? undefined : { line, column: 1 },
          hint: 'content is part of the page body: leave out <html>, <head>, <body> and frames',
        }),
      );
    }
  });
}

/**
 * rehype-raw rebuilds the whole tree through an HTML parser, which drops `data` (where the fence
 * meta lives). Moving the meta into a property keeps it, and lets highlighting run after the
 * rebuild, so the parser never walks the thousands of token spans of highlighted code.
 */
export function rehypeKeepCodeMeta() {
  return (tree: HastRoot) => {
    walkElements(tree, (node: Element) => {
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties.dataMeta = meta;
    });
  };
}

/**
 * Raw HTML in markdown (`<details>`, swatches) needs parsing; most files have none, and skip it.
 * HTML nested thousands of elements deep overflows the HTML-to-tree conversion: then the raw HTML
 * is left out (the sanitiser drops unparsed HTML) and the author is told where it starts.
 */
export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: HastRoot, file: VFile) => {
    const found = firstNode(tree, (node): node is { type: 'raw'; position?: { start: SourcePoint } } => node.type === 'raw');
    if (!found) return tree;
    const first: SourcePoint | undefined = found.position?.start;
    warnDocumentTags(tree, file);
    try {
      return raw(tree, file);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const facts = file.data.facts;
      facts?.diagnostics.push(
        diagnostic('warning', 'nesting-too-deep', 'the HTML in this file is nested too deep to read; it was left out of the page', {
          file: facts.source.display,
          point: first,
          hint: 'close the HTML elements you open, and nest them less deeply',
        }),
      );
      return tree;
    }
  };
}
