import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, substituteEnv } from '../../core/config/load-config.ts';

async function siteWith(config: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
  await writeFile(path.join(dir, 'portal.config.yaml'), config);
  return dir;
}

describe('site config', () => {
  it('substitutes ${NAME} and ${NAME:-default} from the environment', () => {
    expect(substituteEnv('${A:-x}/${B}', { B: 'b' })).toBe('x/b');
  });

  it('names the key, its line and the fix for a bad value', async () => {
    const dir = await siteWith('title: T\nbaseUrl: docs\nsearch:\n  maxHits: many\ncolorMode:\n  defaultMode: purple\n');
    const { config, diagnostics } = await loadConfig(dir, {});
    expect(config).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.message.split(' ')[0], d.line])).toEqual([
      ['config-invalid', '`baseUrl`', 2],
      ['config-invalid', '`search.maxHits`', 4],
      ['config-invalid', '`colorMode.defaultMode`', 6],
    ]);
    expect(diagnostics[0]?.hint).toBe('write "/docs/"');
    expect(diagnostics[0]?.file).toMatch(/portal\.config\.yaml$/);
  });

  it('reports unknown keys and YAML syntax errors with their place', async () => {
    const unknown = await loadConfig(await siteWith('title: T\ntitel: typo\n'), {});
    expect(unknown.diagnostics[0]).toMatchObject({ code: 'config-invalid', line: 2 });
    // The unclosed bracket's own line, not the line where js-yaml noticed it.
    const broken = await loadConfig(await siteWith('title: [unclosed\nnext: 1\n'), {});
    expect(broken.diagnostics[0]).toMatchObject({ code: 'config-syntax', line: 1 });
  });

  it('says where the config was looked for when there is none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-empty-'));
    const { diagnostics } = await loadConfig(dir, {});
    expect(diagnostics[0]).toMatchObject({ code: 'config-missing' });
    expect(diagnostics[0]?.hint).toContain('portal build path/to/site');
  });

  it('rejects a navbar item naming an undeclared sidebar', async () => {
    const dir = await siteWith(
      'title: T\ndocs:\n  sidebars:\n    a: []\nnavbar:\n  items:\n    - { type: docSidebar, sidebarId: b, label: B }\n',
    );
    const { diagnostics } = await loadConfig(dir, {});
    expect(diagnostics[0]?.message).toContain('"b"');
    expect(diagnostics[0]?.hint).toBe('use one of a');
  });
});
