import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config/load-config.ts';
import { loadSite } from '../../core/load/load-site.ts';
import type { LoadedSite } from '../../core/load/types.ts';
import { ROOT, runPortal } from '../helpers.ts';

const expected = readFileSync(path.join(ROOT, 'test/content/routes.txt'), 'utf8').trim().split('\n');
let out = '';
let build: { ok: boolean; warnings: number; errors: number; diagnostics: unknown[] };
let site: LoadedSite;

function builtRoutes(dir: string, prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !['assets'].includes(rel)) routes.push(...builtRoutes(dir, rel));
    else if (entry.name === 'index.html') routes.push(`/developer-portal/${prefix}`.replace(/\/$/, '') || '/');
  }
  return routes;
}

beforeAll(async () => {
  out = path.join(await mkdtemp(path.join(tmpdir(), 'portal-content-')), 'build');
  const r = await runPortal(['build', '--out', out, '--json']);
  build = JSON.parse(r.stdout) as typeof build;
  const { config } = await loadConfig(path.join(ROOT, 'content'), {});
  site = await loadSite({ config: config!, highlight: false });
}, 180_000);

describe('the portal content', () => {
  it('builds with no errors and no link, anchor or duplicate warnings', () => {
    expect(build.diagnostics).toEqual([]);
    expect(build.ok).toBe(true);
  });

  it('serves exactly the routes of routes.txt (plus 404.html)', () => {
    const normalise = (r: string) => r.replace(/\/$/, '');
    expect(builtRoutes(out).map(normalise).sort()).toEqual(expected.map(normalise).sort());
  });

  it('gives every doc a title, a description, tags and at least 300 words of prose', () => {
    expect(site.docs).toHaveLength(65);
    for (const doc of site.docs) {
      const text = readFileSync(doc.absPath, 'utf8');
      expect(text, doc.relPath).toMatch(/^---\n(?:[\s\S]*?\n)?title: /);
      expect(text, doc.relPath).toMatch(/\ndescription: /);
      expect(doc.tags.length, doc.relPath).toBeGreaterThan(0);
      const prose = text.replace(/^---[\s\S]*?\n---/, '').replace(/```[\s\S]*?```/g, '');
      expect(prose.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length, doc.relPath).toBeGreaterThanOrEqual(300);
      expect(text, doc.relPath).not.toMatch(/\blorem ipsum\b|\bTODO\b|\bTBD\b|coming soon/i);
    }
  });

  it('uses exactly the docs tags and blog tags of the spec', () => {
    const docTags = new Set(site.docs.flatMap((d) => d.tags.map((t) => t.slug)));
    const wanted = expected.filter((r) => r.includes('/docs/tags/')).map((r) => r.split('/').pop());
    expect([...docTags].sort()).toEqual(wanted.sort());
    const blogTags = new Set(site.posts.flatMap((p) => p.tags.map((t) => t.slug)));
    expect([...blogTags].sort()).toEqual(['3-d', 'openstreetmap', 'osm', 'production', 'raster', 'release-notes', 'vector']);
  });

  it('has three quarterly posts with authors, tags and an excerpt', () => {
    expect(site.posts.map((p) => p.slug)).toEqual(['2023-q1', '2022-q4', '2022-q3']);
    for (const p of site.posts) {
      expect(p.authors.length, p.slug).toBeGreaterThan(0);
      expect(p.content.excerptHtml, p.slug).toBeDefined();
    }
  });

  it('has diagrams where flows are explained', () => {
    const withDiagram = site.docs.filter((d) => d.content.hasMermaid).map((d) => d.id);
    expect(withDiagram).toEqual(expect.arrayContaining(['MapColonies/Raster/overview', 'MapColonies/Raster/Guides/raster-export-guide', 'MapColonies/3D/3d-overview', 'MapColonies/DEM/dem-overview']));
  });

  it('passes check-links with nothing to report', async () => {
    const r = await runPortal(['check-links']);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('No broken links, anchors or duplicate routes.');
    expect(r.code).toBe(0);
  });

  it.each(['dem-elevation', 'raster-export', 'geocoding-feedback', 'geocoding', 'replication'])('the %s OpenAPI spec validates', async (name) => {
    await expect(SwaggerParser.validate(path.join(ROOT, 'content/api', `${name}.yaml`))).resolves.toBeDefined();
  });
});
