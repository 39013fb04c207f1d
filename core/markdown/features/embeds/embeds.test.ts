import { describe, expect, it } from 'vitest';
import { markdownTwin } from '../../../emit/markdown-twin.ts';
import { renderPage } from '../../../../test/support/render-page.ts';

const HOSTS = { allowedIframeHosts: ['replit.com'] };

describe('the embeds every site has', () => {
  it('draws <YouTube> and <LiteYouTubeEmbed> as the thumbnail and title linking to the video, with no frame and no script', async () => {
    for (const relPath of ['docs/page.mdx', 'docs/page.md']) {
      const { $, diagnostics } = await renderPage(
        '<YouTube id="dQw4w9WgXcQ" title="Rocket launch" />\n\n<LiteYouTubeEmbed id="3n7lhnZg1tQ" title="Anvil tests" />\n',
        relPath,
      );
      expect(diagnostics).toEqual([]);
      const links = $('a.youtube-embed');
      expect(links.map((_, a) => $(a).attr('href')).get()).toEqual([
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://www.youtube.com/watch?v=3n7lhnZg1tQ',
      ]);
      expect(links.first().attr('target')).toBe('_blank');
      expect(links.first().attr('rel')).toBe('noopener noreferrer');
      const img = links.first().find('img');
      expect([img.attr('src'), img.attr('alt'), img.attr('loading'), img.attr('width'), img.attr('height')]).toEqual([
        'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        '',
        'lazy',
        '480',
        '360',
      ]);
      expect(links.first().find('.youtube-title').text()).toBe('Rocket launch (video on YouTube, opens in a new tab)');
      expect($('iframe, script')).toHaveLength(0);
    }
  });

  it('draws <LinkCard> as a card with its title, description and host', async () => {
    const { $, diagnostics } = await renderPage(
      '<LinkCard href="https://anvils.acme.example/news" title="Anvil news" description="What shipped this month." />\n',
    );
    expect(diagnostics).toEqual([]);
    const card = $('a.card.link-card');
    expect(card.attr('href')).toBe('https://anvils.acme.example/news');
    expect([card.find('.card-title').text(), card.find('.card-description').text(), card.find('.link-card-host').text()]).toEqual([
      'Anvil news',
      'What shipped this month.',
      'anvils.acme.example',
    ]);
  });

  it('draws <Iframe> from an allowed host sandboxed and lazy; a sandbox of its own replaces the default', async () => {
    const { $, diagnostics } = await renderPage(
      '<Iframe src="https://replit.com/@acme/rocket?lite=true" title="Rocket playground" height="400" />\n\n<Iframe src="https://replit.com/@acme/b" title="B" sandbox="allow-scripts" />\n',
      'docs/page.mdx',
      undefined,
      HOSTS,
    );
    expect(diagnostics).toEqual([]);
    const [a, b] = $('iframe.iframe-embed')
      .toArray()
      .map((f) => $(f));
    expect([a?.attr('src'), a?.attr('sandbox'), a?.attr('loading'), a?.attr('title'), a?.attr('height')]).toEqual([
      'https://replit.com/@acme/rocket?lite=true',
      'allow-scripts allow-same-origin allow-popups',
      'lazy',
      'Rocket playground',
      '400',
    ]);
    expect(b?.attr('sandbox')).toBe('allow-scripts');
  });

  it("removes an <Iframe> from a host not in allowedIframeHosts, with the sanitiser's warning at its line", async () => {
    const { $, diagnostics } = await renderPage(
      '# Page\n\nText.\n\n<Iframe src="https://evil.example/x" title="Not allowed" />\n',
      'docs/page.mdx',
      undefined,
      HOSTS,
    );
    expect($('iframe')).toHaveLength(0);
    expect(diagnostics.map((d) => [d.severity, d.code, d.file, d.line, d.message])).toEqual([
      ['warning', 'html-removed', 'docs/page.mdx', 5, '<iframe src="https://evil.example/x"> was removed'],
    ]);
    expect(diagnostics[0]?.hint).toContain('allowedIframeHosts');
  });

  it('refuses a script URL or a missing id with an embed-invalid warning at the line, showing the children instead', async () => {
    const { $, diagnostics } = await renderPage(
      'Intro.\n\n<LinkCard href="javascript:alert(1)" title="Bad" />\n\n<Iframe src="data:text/html,hi" />\n\n<YouTube title="No id">The video is gone.</YouTube>\n',
      'docs/page.mdx',
      undefined,
      HOSTS,
    );
    expect($.html()).not.toMatch(/javascript:|data:text/);
    expect($('a.link-card, iframe, a.youtube-embed')).toHaveLength(0);
    expect($('.mdx-unknown').last().text()).toContain('The video is gone.');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['embed-invalid', 3],
      ['embed-invalid', 5],
      ['embed-invalid', 7],
    ]);
    expect(diagnostics[0]?.message).toBe('<LinkCard> has an href with the javascript: scheme; its children are shown instead');
  });

  it('writes each embed as a link in the markdown twin', () => {
    const text =
      '<YouTube id="dQw4w9WgXcQ" title="Rocket launch" />\n\n<LinkCard href="https://anvils.acme.example/news" title="Anvil news" description="What shipped." />\n\n<Iframe src="https://replit.com/@acme/rocket" title="Rocket playground" />\n';
    const twin = markdownTwin({ text, mdx: true, title: 'Media', resolveUrl: () => undefined });
    expect(twin).toContain('[Rocket launch (video)](https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
    expect(twin).toContain('[Anvil news](https://anvils.acme.example/news): What shipped.');
    expect(twin).toContain('[Rocket playground](https://replit.com/@acme/rocket)');
    expect(twin).not.toMatch(/<(YouTube|LinkCard|Iframe)/);
  });
});
