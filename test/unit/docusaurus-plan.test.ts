import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iframeHosts, primaryColors } from '../../core/init/docusaurus/convert-css.ts';
import { planCopies } from '../../core/init/docusaurus/plan-copies.ts';
import { unsupportedImports } from '../../core/init/docusaurus/site-code-imports.ts';

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-plan-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

describe('planning a conversion', () => {
  it('copies a spec that lives under static/ once (the redocusaurus layout), and names each folder once', async () => {
    const src = await site({ 'docs/a.md': '# A', 'static/openapi/api.yaml': 'openapi: 3.0.0', 'static/img/x.png': 'png' });
    const plan = await planCopies({
      src,
      folders: { docs: [{ from: 'docs', to: 'docs' }], blog: false, pages: 'src/pages' },
      apis: [{ id: 'api', spec: 'static/openapi/api.yaml', route: '/api' }],
      customCss: [],
    });
    expect([...plan.files.keys()]).toEqual(['docs/a.md', 'static/img/x.png', 'static/openapi/api.yaml']);
    expect(plan.copied).toEqual(['docs', 'static']);
  });

  it("collects the iframe hosts of the content and of the site's React pages and components", async () => {
    const src = await site({
      'docs/a.mdx': '<iframe src="https://replit.com/@jest/demo?lite=true" />\n<Iframe src="https://www.youtube-nocookie.com/embed/x" />',
      'docs/b.md': '<iframe src="http://insecure.example/x"></iframe>',
      'src/pages/play.tsx': 'export default () => <iframe src="https://codesandbox.io/embed/y" title="Play" />;',
      'src/components/Map.jsx': 'export default () => <iframe src="https://maps.acme.example/embed" />;',
    });
    const plan = await planCopies({
      src,
      folders: { docs: [{ from: 'docs', to: 'docs' }], blog: false, pages: 'src/pages' },
      apis: [],
      customCss: [],
    });
    expect(plan.iframeHosts).toEqual(['codesandbox.io', 'maps.acme.example', 'replit.com', 'www.youtube-nocookie.com']);
    expect(iframeHosts('<iframe src={"https://codesandbox.io/embed/x"} />')).toEqual(['codesandbox.io']);
  });

  it('copies the files site code imports from the site folder by @site/ path, once', async () => {
    const src = await site({
      'docs/a.md': '# A',
      'src/pages/index.js':
        "import users from '@site/users.json';\nimport c from '@site/src/components/C';\nimport gone from '@site/backers.json';\nexport default () => null;",
      'src/components/C.js': 'export default () => null;',
      'users.json': '[]',
    });
    const plan = await planCopies({
      src,
      folders: { docs: [{ from: 'docs', to: 'docs' }], blog: false, pages: 'src/pages' },
      apis: [],
      customCss: [],
    });
    expect([...plan.files.keys()].filter((f) => f.endsWith('.json'))).toEqual(['users.json']);
    expect(plan.copied).toContain('users.json');
  });

  it('reads the brand colours from custom.css, light and dark', () => {
    expect(
      primaryColors(
        ":root {\n  --ifm-color-primary: #25C2A0;\n  --ifm-code-font-size: 95%;\n}\n[data-theme='dark'] { --ifm-color-primary: #4fddbf; }",
      ),
    ).toEqual({ light: '#25c2a0', dark: '#4fddbf' });
    expect(primaryColors(':root { --ifm-color-primary: rgb(1, 2, 3); }')).toEqual({});
  });

  it('knows which imports of site code portal can give', () => {
    const code =
      "import Link from '@docusaurus/Link';\nimport Layout from '@theme/Layout';\nimport clsx from 'clsx';\nimport x from './x';\nimport img from '@site/static/img/a.png';\nimport {useColorMode} from '@docusaurus/theme-common';\nimport Heading from '@theme/Heading';\nconst y = require('lite-youtube');";
    expect(unsupportedImports(code)).toEqual(['@docusaurus/theme-common', '@theme/Heading', 'lite-youtube']);
  });
});
