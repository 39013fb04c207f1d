import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkAutolinkGuard } from '../../core/markdown/autolink-guard.ts';

const guarded = unified().use(remarkParse).use(remarkGfm).use(remarkAutolinkGuard);
const plain = unified().use(remarkParse).use(remarkGfm);
const tree = (p: typeof plain, text: string) => p.runSync(p.parse(text)) as Root;

describe('the autolink-literal guard', () => {
  it('finds the same links as remark-gfm alone', () => {
    for (const text of [
      'Visit www.example.com, https://maps.example.com/wmts?x=1 or write to ops@example.com.',
      'mailto:a@b.example and xmpp:me@chat.example/home, in **bold www.x.example**.',
      'A [link to https://x.example](https://x.example) and `code www.y.example`.',
      'No literal here: just words, 10:30 and a:b.',
    ]) {
      expect(tree(guarded, text)).toEqual(tree(plain, text));
    }
  });

  it('wraps the transform remark-gfm installed', () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkAutolinkGuard).freeze();
    const transforms = (processor.data('fromMarkdownExtensions') as { transforms?: { name: string }[] }[][])
      .flat()
      .flatMap((e) => e.transforms ?? []);
    expect(transforms.some((t) => t.name === 'transformGfmAutolinkLiterals')).toBe(false);
    expect(transforms.length).toBeGreaterThan(0);
  });
});
