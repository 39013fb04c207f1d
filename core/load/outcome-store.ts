import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderOutcome } from '../markdown/render-job.ts';

/** Rendered markdown kept between builds, by a key of everything the rendering depends on. */
export interface OutcomeStore {
  get(key: string): Promise<RenderOutcome | undefined>;
  set(key: string, outcome: RenderOutcome): Promise<void>;
  /**
   * Removes entries this run did not use and nobody used for a week, so the store does not grow
   * without end yet two sites built from one checkout (the portal and a test fixture) keep theirs.
   */
  prune(): Promise<void>;
}

/**
 * A fingerprint of the markdown pipeline itself (the bundled worker script), so a new portal
 * version never reuses HTML an older one rendered. Undefined when running from sources.
 */
export function pipelineVersion(): string | undefined {
  const worker = new URL('./markdown-worker.js', import.meta.url);
  if (worker.protocol !== 'file:' || !existsSync(fileURLToPath(worker))) return undefined;
  return createHash('sha1')
    .update(readFileSync(fileURLToPath(worker)))
    .digest('base64url');
}

/**
 * A fingerprint of the whole bundled compiler: the worker script and the names of the bundle's
 * chunks, which esbuild derives from their content. A spec loaded by an older portal (its OpenAPI
 * code lives in those chunks, not in the worker) is never reused. Undefined from sources.
 */
export function bundleVersion(): string | undefined {
  const worker = pipelineVersion();
  if (!worker) return undefined;
  const dir = path.dirname(fileURLToPath(new URL('./markdown-worker.js', import.meta.url)));
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort();
  return createHash('sha1')
    .update(worker)
    .update(chunks.join('\n'))
    .update(readFileSync(path.join(dir, 'cli.js')))
    .digest('base64url');
}

/**
 * One JSON file per rendered markdown file under `dir` (by default node_modules/.cache/portal).
 * A read or write that fails is a cache miss, never a build failure.
 */
export function diskOutcomeStore(dir: string, version: string): OutcomeStore {
  const used = new Set<string>();
  const fileOf = (key: string) => path.join(dir, `${createHash('sha1').update(version).update(key).digest('base64url')}.json`);
  return {
    async get(key) {
      const file = fileOf(key);
      used.add(path.basename(file));
      try {
        const outcome = JSON.parse(await readFile(file, 'utf8')) as RenderOutcome;
        const now = new Date();
        await utimes(file, now, now);
        return outcome;
      } catch {
        return undefined;
      }
    },
    async set(key, outcome) {
      const file = fileOf(key);
      used.add(path.basename(file));
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(file, JSON.stringify(outcome));
      } catch {
        // A read-only or full disk only costs the next build its cache.
      }
    },
    async prune() {
      // Entries live a week, so looking at most once an hour is enough: a store of thousands of
      // entries (a large site, or many portal versions) cost each build a stat of every one.
      const marker = path.join(dir, '.pruned');
      const last = await stat(marker).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      if (Date.now() - last < 3600 * 1000) return;
      await writeFile(marker, '').catch(() => undefined);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
      await Promise.all(
        names
          .filter((n) => n.endsWith('.json') && !used.has(n))
          .map(async (n) => {
            const file = path.join(dir, n);
            const info = await stat(file).catch(() => undefined);
            if (info && info.mtimeMs < weekAgo) await rm(file, { force: true });
          }),
      );
    },
  };
}
