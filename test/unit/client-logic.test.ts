import { describe, expect, it } from 'vitest';
import type { Route } from '../../model/routes.ts';
import { colorChoices, isChoice, nextChoice } from '../../renderer/client/color-mode.ts';
import { diagramTheme } from '../../renderer/client/content/diagram-theme.ts';
import { codeText } from '../../renderer/client/content/copy-code.ts';
import { tabStorageKey } from '../../renderer/client/content/tabs.ts';
import { errorChain, errorMessages } from '../../renderer/client/error-chain.ts';
import { navbarHidden } from '../../renderer/client/navbar-scroll.ts';
import { prefetchAllowed } from '../../renderer/client/prefetch.ts';
import { pageTitle } from '../../renderer/head-meta.ts';
import { PAGE_KINDS, unknownKindError } from '../../renderer/pages/page-groups.ts';

describe('error chains (SPEC §8)', () => {
  it('join the message and each cause with "Cause:"', () => {
    const error = new Error('Could not load the page /docs/x.', { cause: new TypeError('Failed to fetch', { cause: 'offline' }) });
    expect(errorMessages(error)).toEqual(['Could not load the page /docs/x.', 'Failed to fetch', 'offline']);
    expect(errorChain(error)).toBe('Could not load the page /docs/x.\n\nCause:\nFailed to fetch\n\nCause:\noffline');
    expect(errorChain(new Error('alone'))).toBe('alone');
  });

  it('stop at eight, so a cycle cannot hang the page', () => {
    const a = new Error('a');
    (a as { cause?: unknown }).cause = a;
    expect(errorMessages(a)).toHaveLength(8);
  });

  it('name the unknown route kind as the cause of a page that cannot be shown', () => {
    expect(errorChain(unknownKindError({ kind: 'bogus', path: '/x' }))).toBe(
      'The page /x cannot be shown.\n\nCause:\nThere is no page component for the route kind "bogus".',
    );
  });
});

describe('colour mode choices (SPEC §4, both readings)', () => {
  it('are light and dark when the system preference is not followed, light, dark and system when it is', () => {
    expect(colorChoices(false)).toEqual(['light', 'dark']);
    expect(colorChoices(true)).toEqual(['light', 'dark', 'system']);
    expect(nextChoice('light', colorChoices(false))).toBe('dark');
    expect(nextChoice('dark', colorChoices(false))).toBe('light');
    expect(nextChoice('dark', colorChoices(true))).toBe('system');
    expect(nextChoice('system', colorChoices(false))).toBe('light');
    expect(isChoice('dark')).toBe(true);
    expect(isChoice('blue')).toBe(false);
    expect(isChoice(null)).toBe(false);
  });
});

describe('small rules', () => {
  it('hide the navbar on scroll down only past the top zone, and ignore jitter', () => {
    expect(navbarHidden(100, 300)).toBe(true);
    expect(navbarHidden(300, 200)).toBe(false);
    expect(navbarHidden(300, 303)).toBeUndefined();
    expect(navbarHidden(10, 40)).toBe(false);
  });

  it('prefetch except on 2g, slow-2g or data saver', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('theme diagrams neutral in light mode and forest in dark mode (SPEC §9)', () => {
    expect(diagramTheme('light')).toBe('neutral');
    expect(diagramTheme(null)).toBe('neutral');
    expect(diagramTheme('dark')).toBe('forest');
  });

  it('remember tab choices per group id', () => {
    expect(tabStorageKey('os')).toBe('tabs.os');
  });

  it('copy code as its lines', async () => {
    const { load } = await import('cheerio');
    const $ = load('<pre><code><span class="line">a  b</span><span class="line"><span>c</span></span></code></pre>');
    const pre = {
      querySelectorAll: () =>
        $('.line')
          .toArray()
          .map((l) => ({ textContent: $(l).text() })),
      textContent: $('pre').text(),
    } as unknown as Element;
    expect(codeText(pre)).toBe('a  b\nc');
  });

  it('title pages "Title | Site", or the site title alone', () => {
    expect(pageTitle({ title: ' Raster overview ' } as Route, 'Developer Portal')).toBe('Raster overview | Developer Portal');
    expect(pageTitle({ title: '' } as Route, 'Developer Portal')).toBe('Developer Portal');
  });

  it('give every route kind a page module', () => {
    expect(new Set(Object.values(PAGE_KINDS))).toEqual(new Set(['docs', 'blog', 'api', 'other', 'site']));
  });
});
