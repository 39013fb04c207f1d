import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/support/render-page.ts';

describe('tables', () => {
  it('puts every table, GFM or HTML, in a box of its own that scrolls sideways, and a table in a cell in none', async () => {
    const source = [
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '<table><tbody><tr><td>outer<table><tbody><tr><td>inner</td></tr></tbody></table></td></tr></tbody></table>',
      '',
    ].join('\n');
    const { $, diagnostics } = await renderPage(source, 'docs/page.md');
    expect(diagnostics).toEqual([]);
    expect($('table')).toHaveLength(3);
    expect($('div.table-scroll')).toHaveLength(2);
    expect($('div.table-scroll > table')).toHaveLength(2);
    // The box is the portal's: no author attribute on it, and the table keeps its own.
    expect($('div.table-scroll').first().attr()).toEqual({ class: 'table-scroll' });
    expect($('td > table').parent().hasClass('table-scroll')).toBe(false);
  });
});
