import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, ROOT, runPortal } from '../../helpers.ts';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { serveStatic, type StaticSite } from './static-server.ts';

/** A page for the browser tests: every content widget, and enough length to scroll. */
const WIDGETS_PAGE = `---
title: Widgets
description: Tabs, diagrams, code and details for the browser tests.
tags: [widgets]
sidebar_position: 3
---
import Tabs from '@theme/Tabs';

Intro paragraph about widgets.

## Shared tabs

<Tabs groupId="os">
  <TabItem value="linux" label="Linux">

  Run the Linux installer.

  </TabItem>
  <TabItem value="mac" label="macOS">

  Run the macOS installer.

  </TabItem>
</Tabs>

<Tabs groupId="os">
  <TabItem value="linux" label="Linux">

  Linux again.

  </TabItem>
  <TabItem value="mac" label="macOS">

  macOS again.

  </TabItem>
</Tabs>

## Code

\`\`\`bash title="Install"
npm install portal
npx portal build
\`\`\`

## Diagrams

\`\`\`mermaid
flowchart LR
  Client --> Server
\`\`\`

\`\`\`mermaid
flowchart LR
  A --> --> B ((
\`\`\`

<details>
<summary>Show more</summary>

Hidden details text.

</details>

${Array.from({ length: 30 }, (_, i) => `## Filler section ${i + 1}\n\nA paragraph of filler text ${i + 1} so the page is long enough to scroll.\n`).join('\n')}

## Last section

The end of the widgets page, with a link to the [about page](/about).
`;

export interface BuiltSite {
  dir: string;
  out: string;
  /** Serves the build at `/fx/` (its base path). */
  server: StaticSite;
  /** `origin + /fx` */
  base: string;
  /** Stops the server and removes the temporary folder. */
  close(): Promise<void>;
}

export interface FixtureOptions {
  extra?: Record<string, string>;
  config?: (yaml: string) => string;
  /** A folder of test/fixtures/ whose files are added to the site (its own components, pages, docs). */
  overlay?: string;
  /**
   * npm packages the site's code imports, put in the site's own node_modules as an install would:
   * linked from the repository's, where they are pinned devDependencies (nothing is downloaded).
   */
  packages?: string[];
  /** Environment of the build (PORTAL_REACT_BUILD=development: React's development build in the browser). */
  env?: Record<string, string>;
}

/**
 * Copies the fixture site, adds the widgets page (and `extra` files), builds it with the real
 * `portal` executable and serves the output like a static host. One per test file.
 */
export async function buildFixture(options: FixtureOptions = {}): Promise<BuiltSite> {
  const dir = await copyFixture();
  const siteDir = path.join(dir, 'site');
  if (options.overlay) await cp(path.join(ROOT, 'test/fixtures', options.overlay), siteDir, { recursive: true });
  for (const name of options.packages ?? []) {
    const to = path.join(siteDir, 'node_modules', name);
    await mkdir(path.dirname(to), { recursive: true });
    await symlink(path.join(ROOT, 'node_modules', name), to, 'dir');
  }
  const files: Record<string, string> = { 'docs/guide/widgets.mdx': WIDGETS_PAGE, ...options.extra };
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, rel)), { recursive: true });
    await writeFile(path.join(siteDir, rel), text);
  }
  if (options.config) {
    const file = path.join(siteDir, 'portal.config.yaml');
    await writeFile(file, options.config(await readFile(file, 'utf8')));
  }
  const out = path.join(dir, 'build');
  const result = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir, ...(options.env ? { env: options.env } : {}) });
  if (result.code !== 0) throw new Error(`portal build failed:\n${result.stderr}`);
  const server = await serveStatic(out, '/fx/');
  return {
    dir,
    out,
    server,
    base: `${server.origin}/fx`,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The fixture site built and served, and one Chromium, for a test file's beforeAll. */
export async function openFixture(options: Parameters<typeof buildFixture>[0] = {}): Promise<{ site: BuiltSite; browser: Browser }> {
  const [site, browser] = await Promise.all([buildFixture(options), launchChromium()]);
  return { site, browser };
}

/** Closes what openFixture opened; tolerates a beforeAll that failed half way. */
export async function closeFixture(site: BuiltSite | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await site?.close();
}
