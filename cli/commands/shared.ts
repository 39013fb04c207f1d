import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostic, toDiagnostic } from '../diagnostics.ts';
import { packageRoot } from '../util/package-root.ts';
import { diskOutcomeStore, pipelineVersion, type OutcomeStore } from '../load/outcome-store.ts';
import { diskApiLoader } from '../build/api-store.ts';
import type { loadApi } from '../../openapi/load-api.ts';

/** `./content` when the current folder has one, else the portal's own content. */
export function defaultSiteDir(): string {
  if (existsSync(path.resolve('content'))) return 'content';
  return path.join(packageRoot(), 'content');
}

/**
 * Runs a command body and turns anything it throws into a diagnostic line (or JSON) and exit
 * code 1: a user never sees a stack trace. PORTAL_DEBUG=1 prints the stack for bug reports.
 */
export async function runAction(json: boolean, body: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    const d = toDiagnostic(error);
    if (json) process.stdout.write(`${JSON.stringify({ ok: false, diagnostics: [d] }, null, 2)}\n`);
    else process.stderr.write(`${formatDiagnostic(d)}\n`);
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

/** The on-disk cache of loaded OpenAPI specs, under the same conditions as `outcomeStore`. */
export function apiLoader(enabled: boolean): typeof loadApi | undefined {
  const version = enabled ? pipelineVersion() : undefined;
  return version ? diskApiLoader(path.join(packageRoot(), 'node_modules/.cache/portal/openapi'), version) : undefined;
}
