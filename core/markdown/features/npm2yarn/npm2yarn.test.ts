import { describe, expect, it } from 'vitest';
import { markdownTwin } from '../../../emit/markdown-twin.ts';
import { renderPage } from '../../../../test/support/render-page.ts';

const SOURCE = '# Install\n\n```bash npm2yarn title="Add Jest"\nnpm install --save-dev jest\n```\n';

describe('npm2yarn', () => {
  it('shows an npm command as tabs for npm, Yarn, pnpm and Bun, in one synced group', async () => {
    for (const relPath of ['docs/page.md', 'docs/page.mdx']) {
      const { $, diagnostics } = await renderPage(SOURCE, relPath);
      expect(diagnostics).toEqual([]);
      const group = $('.tabs[data-group-id="npm2yarn"]');
      expect(group).toHaveLength(1);
      expect(
        group
          .find('.tab-panel')
          .map((_, p) => $(p).attr('data-label'))
          .get(),
      ).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(
        group
          .find('.tab-panel code')
          .map((_, c) => $(c).text().trim())
          .get(),
      ).toEqual(['npm install --save-dev jest', 'yarn add --dev jest', 'pnpm add --save-dev jest', 'bun add --dev jest']);
      expect(group.find('.code-title').first().text()).toBe('Add Jest');
    }
  });

  it('leaves other bash blocks alone', async () => {
    const { $ } = await renderPage('```bash\nnpm test\n```\n', 'docs/page.md');
    expect($('.tabs')).toHaveLength(0);
  });

  it('writes each command under its manager in the markdown twin', () => {
    const twin = markdownTwin({ text: SOURCE, mdx: false, title: 'Install', resolveUrl: () => undefined });
    expect(twin).toContain('**npm**\n\n```bash title="Add Jest"\nnpm install --save-dev jest\n```');
    expect(twin).toContain('**Yarn**\n\n```bash title="Add Jest"\nyarn add --dev jest\n```');
    expect(twin).toContain('**Bun**');
    expect(twin).not.toContain('npm2yarn');
  });
});
