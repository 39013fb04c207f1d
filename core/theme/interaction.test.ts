import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionJudge, signalIn, type InteractionJudge } from './interaction.ts';

/** A small site's code, bundled as the build bundles it, judged from the bundle's module graph. */
const FILES: Record<string, string> = {
  'src/Plain.tsx': `import { Label } from './Label';\nexport default function Plain({ text }: { text: string; onPick?: () => void }) { return <Label>{text}</Label>; }`,
  'src/Label.tsx': `import type { ReactNode } from 'react';\ninterface Props { children?: ReactNode; onHover?: () => void }\nexport function Label({ children }: Props) { return <b>{children}</b>; }`,
  'src/Counter.tsx': `import { useCount } from './use-count';\nexport default function Counter() { const [n, up] = useCount(); return <span>{n}{up.name}</span>; }`,
  'src/use-count.ts': `import { useState } from 'react';\nexport function useCount() { const [n, set] = useState(0); return [n, () => set(n + 1)] as const; }`,
  'src/Button.jsx': `export default function Button() { return <button onClick={() => alert(1)}>Go</button>; }`,
  'src/Library.tsx': `import { Fancy } from 'fancy-lib';\nexport default function Library() { return <Fancy />; }`,
  'node_modules/fancy-lib/package.json': `{ "name": "fancy-lib", "main": "index.js" }`,
  'node_modules/fancy-lib/index.js': `import * as React from 'react';\nexport function Fancy() { const ref = React.useRef(null); return React.createElement('div', { ref }); }`,
  'src/Lazy.tsx': `export default function Lazy() { void import('./Counter'); return null; }`,
  'src/Cycle.tsx': `import { other } from './cycle-b';\nexport default function Cycle() { return <i>{other()}</i>; }\nexport const name = 'cycle';`,
  'src/cycle-b.ts': `import { name } from './Cycle';\nexport function other() { return name; }`,
};

let dir = '';
let judge: InteractionJudge;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-interaction-'));
  for (const [rel, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  const entries = Object.keys(FILES).filter((f) => /^src\/[A-Z]\w+\.(tsx|jsx)$/.test(f));
  const result = await build({
    absWorkingDir: dir,
    stdin: { contents: entries.map((f, i) => `export * as m${i} from './${f}';`).join('\n'), resolveDir: dir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    external: ['react', 'react/jsx-runtime'],
    splitting: true,
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
  });
  judge = interactionJudge({ meta: result.metafile, cwd: dir, root: path.join(dir, 'portal-package') });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const verdict = (rel: string) => judge.judge(path.join(dir, rel));

describe('which components of the site need hydrating', () => {
  it('leaves a component static when neither it nor anything it imports has state, effects, refs, context or handlers', () => {
    // Props typed with handlers (types are not code) do not count.
    expect(verdict('src/Plain.tsx')).toMatchObject({ interactive: false });
  });

  it('finds state in a module the component imports, and names it', () => {
    expect(verdict('src/Counter.tsx')).toEqual({
      interactive: true,
      reason: 'src/use-count.ts uses useState (imported by src/Counter.tsx)',
    });
  });

  it('finds an event handler in JSX written in a .js file', () => {
    expect(verdict('src/Button.jsx')).toMatchObject({ interactive: true, reason: 'src/Button.jsx handles onClick' });
  });

  it('looks inside npm packages', () => {
    expect(verdict('src/Library.tsx')).toMatchObject({
      interactive: true,
      reason: expect.stringMatching(/^node_modules\/fancy-lib\/index\.js uses useRef/),
    });
  });

  it('hydrates what it cannot judge: code imported at run time', () => {
    expect(verdict('src/Lazy.tsx')).toMatchObject({ interactive: true, reason: expect.stringContaining('at run time') });
  });

  it('ends on an import cycle', () => {
    expect(verdict('src/Cycle.tsx')).toMatchObject({ interactive: false });
  });

  it('reads TypeScript types as no code, and finds hooks however a package calls them', () => {
    expect(signalIn('interface P { onClick?: () => void }\nexport const a = 1;', 'src/x.ts')).toBeUndefined();
    expect(signalIn('const { useState } = React; useState(1);', 'node_modules/x/index.js')).toBe('uses useState');
  });
});
