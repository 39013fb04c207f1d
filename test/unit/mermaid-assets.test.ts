import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mermaidAssets, renameImports } from '../../core/emit/mermaid-assets.ts';
import { ROOT } from '../helpers.ts';

describe('mermaid modules for any static host', () => {
  it('renames relative .mjs imports and nothing else', () => {
    expect(renameImports('import{a}from"./chunk-AB.mjs";import("../x/y-1.mjs");const s="dompurify/dist/purify.es.mjs"')).toBe(
      'import{a}from"./chunk-AB.js";import("../x/y-1.js");const s="dompurify/dist/purify.es.mjs"',
    );
  });

  it('emits only .js files, and every relative import names one of them', async () => {
    const { files, entry } = await mermaidAssets(ROOT);
    expect(entry).toMatch(/^assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.js$/);
    expect(files.size).toBeGreaterThan(50);
    const names = [...files.keys()];
    expect(names.filter((n) => !n.endsWith('.js'))).toEqual([]);
    const missing: string[] = [];
    for (const [name, bytes] of files) {
      const text = Buffer.from(bytes).toString('utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        const target = path.posix.join(path.posix.dirname(name), m[1] ?? '');
        if (!files.has(target)) missing.push(`${name} -> ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
