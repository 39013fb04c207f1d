import type { TwinBody } from '../load/types.ts';
import type { Root, RootContent } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

export type { TwinBody };

/** The twin with the page title as its `#` heading (blocks are joined by a blank line either way). */
export function titledTwin(body: TwinBody, title: string): string {
  if (body.titled) return body.markdown;
  const heading = `# ${headingText(title)}`;
  return body.markdown ? `${heading}\n\n${body.markdown}` : `${heading}\n`;
}

/**
 * A title as the text of an ATX heading, escaped only where markdown would read it as markup
 * (the markdown writer, set up once per page for one line, cost a tenth of the emit stage).
 */
export function headingText(title: string): string {
  return title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<~]|&(?=#?\w+;)|!(?=\[)/g, '\\$&')
    .replace(/#+$/, (hashes) => hashes.replace(/#/g, '\\#'));
}

/** The twins' one markdown style, whatever each file was written in. */
export function serialise(children: RootContent[]): string {
  const out = toMarkdown({ type: 'root', children } satisfies Root, {
    extensions: [gfmToMarkdown(), directiveToMarkdown()],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
    resourceLink: true,
  });
  return out.replace(/\n{3,}/g, '\n\n');
}
