import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, PORTAL, runPortal } from '../helpers.ts';

describe('the command line', () => {
  it('serve on a folder that does not exist exits 1 with a message, instead of serving an error page forever', async () => {
    const dir = await copyFixture();
    const result = await runPortal(['serve', 'no-such-site', '--port', '0'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot serve no-such-site: there is no such folder/);
    const noConfig = await runPortal(['serve', 'site/docs', '--port', '0'], { cwd: dir });
    expect(noConfig.code).toBe(1);
    expect(noConfig.stderr).toMatch(/has no portal\.config\.yaml/);
  });

  it('Ctrl+C during a build says that nothing was written, leaves no staging folder and exits 130', async () => {
    const dir = await copyFixture();
    const child = spawn(process.execPath, [PORTAL, 'build', 'site', '--out', 'out', '--no-cache'], { cwd: dir });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Interrupt once the config is read, while the site is being loaded.
    await new Promise<void>((resolve) => {
      const check = () => {
        if (/config/.test(stderr)) {
          child.stderr.off('data', check);
          resolve();
        }
      };
      child.stderr.on('data', check);
    });
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stderr).toMatch(/Interrupted; nothing written\./);
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
    expect((await readdir(dir)).filter((f) => f.startsWith('out.tmp-'))).toEqual([]);
  });
});
