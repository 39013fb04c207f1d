import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostic, PortalError, toDiagnostic } from '../../model/diagnostics.ts';
import { CONFIG_FILE_NAMES } from '../../core/config/load-config.ts';
import { githubAnnotation, type OutputFormat } from './output-format.ts';
import { packageRoot } from '../../core/util/package-root.ts';
import { bundleVersion, diskOutcomeStore, pipelineVersion, type OutcomeStore } from '../../core/load/outcome-store.ts';
import { diskPageKeys, type PageKeyStore } from '../../core/emit/page-keys.ts';
import type { ClientCache } from '../../core/emit/client-cache.ts';
import { diskApiLoader } from '../../core/build/api-store.ts';
import type { ApiLoader } from '../../core/build/pipeline.ts';

/**
 * The site a command works on: the SITE_DIR argument, else the current folder when it holds a
 * portal config, else `./content`. Never the portal package's own content: run from another site,
 * that would silently build the wrong one.
 */
export function resolveSiteDir(arg: string | undefined, cwd: string = process.cwd()): string {
  if (arg !== undefined) return arg;
  if (CONFIG_FILE_NAMES.some((name) => existsSync(path.join(cwd, name)))) return '.';
  if (existsSync(path.join(cwd, 'content'))) return 'content';
  throw new PortalError({
    code: 'site-missing',
    message: `no site here: ${cwd} has no portal.config.yaml and no content/ folder`,
    hint: 'pass the site folder (portal build path/to/site), or start a new site with `portal init`',
  });
}

/** The SITE_DIR argument every command takes. */
export const SITE_DIR_HELP = 'the site folder (holds portal.config.yaml); default: the current folder if it has one, else ./content';

/**
 * Runs a command body and turns anything it throws into a diagnostic line (or JSON) and exit
 * code 1: a user never sees a stack trace. PORTAL_DEBUG=1 prints the stack for bug reports.
 */
export async function runAction(format: boolean | OutputFormat, body: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    const d = toDiagnostic(error);
    if (format === true || format === 'json') process.stdout.write(`${JSON.stringify({ ok: false, diagnostics: [d] }, null, 2)}\n`);
    else {
      process.stderr.write(`${formatDiagnostic(d)}\n`);
      // In CI the failure is also an annotation, like every other problem of the run.
      if (format === 'github') process.stdout.write(`${githubAnnotation(d)}\n`);
    }
    if (process.env.PORTAL_DEBUG) process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  }
}

/**
 * The on-disk cache of rendered markdown (node_modules/.cache/portal), unless `--no-cache` was
 * given or the portal runs from its sources.
 */
export function outcomeStore(enabled: boolean): OutcomeStore | undefined {
  const version = enabled ? pipelineVersion() : undefined;
  return version ? diskOutcomeStore(path.join(packageRoot(), 'node_modules/.cache/portal/markdown'), version) : undefined;
}

/** What each page of a build was rendered from (node_modules/.cache/portal/pages), under the same conditions as `outcomeStore`. */
export function pageKeyStore(enabled: boolean): PageKeyStore | undefined {
  const version = enabled ? bundleVersion() : undefined;
  return version ? diskPageKeys(path.join(packageRoot(), 'node_modules/.cache/portal/pages'), version) : undefined;
}

/** Where `build` keeps its client bundle (node_modules/.cache/portal/client), under the same conditions as `outcomeStore`. */
export function clientCache(enabled: boolean): ClientCache | undefined {
  const version = enabled ? bundleVersion() : undefined;
  return version ? { dir: path.join(packageRoot(), 'node_modules/.cache/portal/client'), version } : undefined;
}

/** The on-disk cache of loaded OpenAPI specs, under the same conditions as `outcomeStore`. */
export function apiLoader(enabled: boolean): ApiLoader | undefined {
  const version = enabled ? bundleVersion() : undefined;
  return version ? diskApiLoader(path.join(packageRoot(), 'node_modules/.cache/portal/openapi'), version) : undefined;
}

/**
 * Ctrl+C while a command writes: `cleanup` runs (synchronously: the process ends right after) and
 * returns the sentence that tells what is left, which is printed before exiting with 130, the
 * shell's code for an interrupted command. Returns the function that removes the handler.
 */
export function onInterrupt(cleanup: () => string): () => void {
  const handler = () => {
    let message: string;
    try {
      message = cleanup();
    } catch (error) {
      message = `Interrupted; cleaning up failed: ${(error as Error).message}`;
    }
    process.stderr.write(`\n${message}\n`);
    process.exit(130);
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
