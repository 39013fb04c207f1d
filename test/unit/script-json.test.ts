import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../templates/document.ts';

describe('page data inside <script>', () => {
  it('cannot close the element or open a comment, keeps line and paragraph separators escaped, and reads back the same', () => {
    const value = { text: 'x</script><!-- a\u2028b\u2029c', n: [1, '<<'] };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(json).toContain('\\u003c/script>\\u003c!--');
    expect(JSON.parse(json)).toEqual(value);
  });
});
