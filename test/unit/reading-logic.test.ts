import { describe, expect, it } from 'vitest';
import { diagramThemeVariables, hexColor } from '../../renderer/client/content/diagram-theme.ts';
import { uniqueNames } from '../../renderer/client/content/scroll-regions.ts';
import { activeSection } from '../../renderer/client/section-spy.ts';

describe('the section being read', () => {
  const view = { line: 80, height: 800, atBottom: false };

  it('is the last heading that reached the reading line, none above the first', () => {
    expect(activeSection([300, 900, 1500], view)).toBe(-1);
    expect(activeSection([80, 900, 1500], view)).toBe(0);
    expect(activeSection([-400, 20, 700], view)).toBe(1);
    expect(activeSection([-2000, -900, -10], view)).toBe(2);
    expect(activeSection([], view)).toBe(-1);
  });

  it('at the end of the page, is the last heading in the window, which can never reach the line', () => {
    expect(activeSection([-400, 300, 650], { ...view, atBottom: true })).toBe(2);
    expect(activeSection([-400, 300, 900], { ...view, atBottom: true })).toBe(1);
  });
});

describe('names of boxes that scroll sideways', () => {
  it('number the names that repeat, so no two regions of a page share one', () => {
    expect(uniqueNames(['Table: Usage', 'Code: Usage', 'Table: Usage', 'Table: Usage'])).toEqual([
      'Table: Usage',
      'Code: Usage',
      'Table: Usage (2)',
      'Table: Usage (3)',
    ]);
  });
});

describe('diagram colours', () => {
  it('reads computed colours as hex', () => {
    expect(hexColor('rgb(230, 232, 235)')).toBe('#e6e8eb');
    expect(hexColor('rgba(20, 23, 28, 1)')).toBe('#14171c');
    expect(hexColor(' #123456 ')).toBe('#123456');
  });

  it("draws forest's lines, messages and lifelines in the page's text colour in dark mode, and leaves neutral as it is", () => {
    const page = { text: 'rgb(230, 232, 235)', background: 'rgb(20, 23, 28)' };
    expect(diagramThemeVariables('neutral', page)).toEqual({});
    const dark = diagramThemeVariables('forest', page);
    for (const key of ['lineColor', 'arrowheadColor', 'signalColor', 'signalTextColor', 'actorLineColor', 'loopTextColor'])
      expect(dark[key], key).toBe('#e6e8eb');
    // The number on a message's disc (the disc is in the message colour) takes the background.
    expect(dark.sequenceNumberColor).toBe('#14171c');
  });
});
