import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseInPieces } from '../../core/markdown/pieces.ts';

const md = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
const mdx = md().use(remarkMdx);

function section(i: number): string {
  return [
    `## Section ${i}`,
    '',
    `Text with a [reference link][ref-${i % 7}], a footnote[^note] and <https://example.com/${i}> autolink. ${'Filler words. '.repeat(40)}`,
    '',
    '```md',
    '# not a heading: inside a fence',
    '',
    '# still code',
    '```',
    '',
    ':::note',
    '',
    '# a heading inside an admonition',
    '',
    ':::',
    '',
    '<details>',
    '',
    '# a heading inside details',
    '',
    '</details>',
    '',
    '- a list',
    '  - nested `<Tabs>` in code',
    '',
    '| a | b |',
    '| - | - |',
    `| ${i} | x |`,
    '',
  ].join('\n');
}

/** MDX has no autolinks and no lowercase HTML blocks: the same document in its terms. */
function asMdx(text: string): string {
  return text
    .replace(/<(https:[^>]+)>/g, '[$1]($1)')
    .replaceAll('<details>', '<Details>')
    .replaceAll('</details>', '</Details>');
}

function bigDoc(sections: number): string {
  const defs = Array.from({ length: 7 }, (_, i) => `[ref-${i}]: https://example.com/ref/${i} "Title ${i}"`).join('\n');
  return `---\ntitle: Big\n---\n\n# Big\n\n${Array.from({ length: sections }, (_, i) => section(i)).join('\n')}\n${defs}\n\n[^note]: The footnote text.\n`;
}

function withoutRootPosition(tree: Root): unknown {
  return { ...tree, position: undefined };
}

describe('parsing large files in pieces', () => {
  it('gives the same tree, positions included, as parsing the file whole', () => {
    // Just over the 64 KB from which a file is cut: more would only cost the whole parse's time.
    const text = bigDoc(90);
    expect(text.length).toBeGreaterThan(64 * 1024);
    const whole = md.parse(text);
    let calls = 0;
    const pieces = parseInPieces((t) => (calls++, md.parse(t)), text);
    expect(calls).toBeGreaterThan(3);
    expect(withoutRootPosition(pieces)).toEqual(withoutRootPosition(whole));
  });

  it('gives the same tree for MDX', () => {
    const text = asMdx(bigDoc(90));
    expect(withoutRootPosition(parseInPieces((t) => mdx.parse(t), text))).toEqual(withoutRootPosition(mdx.parse(text)));
  });

  it('names the line in the file, not in the piece, when a piece does not parse', () => {
    const text = `${asMdx(bigDoc(90))}\n## Broken\n\nan MDX expression that never closes {\n`;
    const line = text.split('\n').findIndex((l) => l.includes('never closes')) + 1;
    let whole: unknown;
    let inPieces: unknown;
    try {
      mdx.parse(text);
    } catch (error) {
      whole = (error as { line?: number }).line;
    }
    try {
      parseInPieces((t) => mdx.parse(t), text);
    } catch (error) {
      inPieces = (error as { line?: number }).line;
    }
    expect(inPieces).toBeGreaterThanOrEqual(line);
    expect(inPieces).toBe(whole);
  });

  it('leaves small files to one parse', () => {
    let calls = 0;
    parseInPieces((t) => (calls++, md.parse(t)), bigDoc(3));
    expect(calls).toBe(1);
  });
});

describe('parseInPieces on a very long paragraph', () => {
  const unit = 'word *emph* more **strong** and `code` text [link](https://x.y) ';
  const long = (bytes: number) => unit.repeat(Math.ceil(bytes / unit.length)).trimEnd();

  it('cuts a one-line paragraph into pieces and gives the tree of a whole parse, positions included', () => {
    // Over 32 KB and 1,000 marks, the limits a paragraph is cut at; a whole parse's time grows with the square of its marks.
    const text = `# Title\n\n${long(40 * 1024)}\n\nAfter *this*.\n`;
    const lines: number[] = [];
    let calls = 0;
    const tree = parseInPieces((t) => (calls++, md.parse(t) as Root), text, { onLongParagraph: (l) => lines.push(l) });
    expect(calls).toBeGreaterThan(3);
    expect(lines).toEqual([3]);
    expect(withoutRootPosition(tree)).toEqual(withoutRootPosition(md.parse(text)));
  });

  it('cuts a paragraph of many lines too, and leaves lists, tables and code alone', () => {
    const para = Array.from({ length: 1500 }, (_, i) => `Line ${i} has *some* words.`).join('\n');
    const list = Array.from({ length: 1500 }, (_, i) => `- item ${i} has *some* words`).join('\n');
    const text = `${para}\n\n${list}\n`;
    const lines: number[] = [];
    const tree = parseInPieces((t) => md.parse(t) as Root, text, { onLongParagraph: (l) => lines.push(l) });
    expect(lines).toEqual([1]);
    expect(withoutRootPosition(tree)).toEqual(withoutRootPosition(md.parse(text)));
  });
});

describe('parseInPieces with a memo (the dev server)', () => {
  it('gives the tree of a whole parse, and parses again only the piece an edit changed', () => {
    const text = bigDoc(8);
    const parses: string[] = [];
    const counting = (t: string) => {
      parses.push(t);
      return md.parse(t) as Root;
    };
    const memo = new Map<string, Root>();
    expect(withoutRootPosition(parseInPieces(counting, text, { memo }))).toEqual(withoutRootPosition(md.parse(text)));
    const first = parses.length;
    expect(first).toBeGreaterThan(1);
    const edited = text.replace('## Section 5', '## Section 5\n\nA new paragraph.');
    parses.length = 0;
    expect(withoutRootPosition(parseInPieces(counting, edited, { memo }))).toEqual(withoutRootPosition(md.parse(edited)));
    expect(parses).toHaveLength(1);
    expect(parses[0]).toContain('A new paragraph.');
  });
});
