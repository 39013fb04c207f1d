import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { weightReport } from '../emit/weight-report.ts';
import type { OutputSink } from '../emit/output.ts';
import { countBySeverity, plural, type Diagnostic } from '../../model/diagnostics.ts';
import { buildClientAssets, stopBundler, type ClientAssets } from '../emit/client-assets.ts';
import { emitClientFiles, emitSite, type EmitStats } from '../emit/emit-site.ts';
import { prefixedSink, recoverOutput, stageOutput } from '../emit/output.ts';
import { BUILD_MARKER, checkOutputTarget } from '../emit/output-guard.ts';
import type { Reporter } from '../reporter.ts';
import type { SiteConfig } from '../config/types.ts';
import { siteCodePlan } from '../theme/site-code.ts';
import { clientForSite, usesMermaid } from '../emit/used-features.ts';
import { markerText, newBuildId, type PageKeyStore } from '../emit/page-keys.ts';
import type { ClientCache } from '../emit/client-cache.ts';
import { compile, type Compiled } from './pipeline.ts';
import type { OutcomeStore } from '../load/outcome-store.ts';
import type { loadApi } from '../../openapi/load-api.ts';
import { pagePolicies, type PagePolicies } from '../../templates/csp.ts';

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  strict: boolean;
  reporter: Reporter;
  store?: OutcomeStore;
  /** Where the client bundle is kept between builds (reused while its inputs are unchanged). */
  clientCache?: ClientCache;
  /** What each page of the previous build was rendered from: a warm build links unchanged pages instead of rendering them. */
  pageKeys?: PageKeyStore;
  /** Replaces the spec loader (the CLI passes one that caches specs on disk). */
  loadApi?: typeof loadApi;
  /** Also write a page-weight report, `<out>-report.md`, beside the output folder. */
  report?: boolean;
  /** Build only these locales (each still under its own path); all when absent. */
  locales?: readonly string[];
  /**
   * Filled in as the build goes, for a Ctrl+C handler to tell the truth: the staging folder while
   * one exists, and whether the output was already swapped in.
   */
  progress?: BuildProgress;
}

export interface BuildProgress {
  staging?: string;
  committed: boolean;
  /** Whether outDir held an earlier build's output. */
  previous?: boolean;
}

export interface BuildSummary {
  ok: boolean;
  outDir: string;
  routes: number;
  pages: number;
  files: number;
  bytes: number;
  errors: number;
  warnings: number;
  ms: number;
  /** Whether an earlier build's output was in outDir (it is left as it was when this build fails). */
  previousOutput: boolean;
  /**
   * What two optional outputs cost, in CPU milliseconds: the markdown twins (made beside the pages
   * in the markdown workers, then titled and written with llms.txt) and the search files.
   */
  costs?: { twinsMs: number; searchMs: number };
  /** Markdown files rendered by this build (the others came from the cache), and all of them, over every locale. */
  markdown?: { rendered: number; total: number };
  diagnostics: Diagnostic[];
}

/** `portal build`: compile, render every route into a staging folder, swap it in on success. */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started: { client?: Promise<ClientAssets> } = {};
  try {
    return await compileAndEmit(options, started);
  } finally {
    // Also on failure: nothing the build started outlives it. A bundle still on its way would
    // start esbuild's service after this, so it is waited for first.
    await started.client?.catch(() => undefined);
    await stopBundler();
  }
}

async function compileAndEmit(
  { siteDir, outDir, strict, reporter, store, pageKeys, clientCache, loadApi, report, locales, progress }: BuildOptions,
  started: { client?: Promise<ClientAssets> },
): Promise<BuildSummary> {
  const startedAt = performance.now();
  // A build killed part way may have left its folders beside the output (or the output moved aside).
  await recoverOutput(outDir);
  // Before any work: a refused --out should not cost a whole compile first.
  const { previous } = await checkOutputTarget({ outDir, siteDir });
  if (progress) progress.previous = previous;
  let clientPromise: Promise<ClientAssets> | undefined;
  const onConfig = (config: SiteConfig) => {
    clientPromise = buildClientAssets({
      siteDir: config.siteDir,
      theme: config.theme,
      siteCode: siteCodePlan(config),
      ...(clientCache ? { cache: clientCache } : {}),
    });
    started.client = clientPromise;
    // A rejected promise left waiting while compile runs would be reported as unhandled.
    clientPromise.catch(() => undefined);
  };
  const { compiled, diagnostics } = await compile(siteDir, reporter, {
    onConfig,
    ...(store ? { store } : {}),
    ...(loadApi ? { loadApi } : {}),
    ...(locales ? { locales } : {}),
  });
  const summary = (extra: Partial<BuildSummary>): BuildSummary => {
    const { errors, warnings } = countBySeverity(diagnostics);
    return {
      ok: false,
      outDir: path.resolve(outDir),
      routes: 0,
      pages: 0,
      files: 0,
      bytes: 0,
      errors,
      warnings,
      ms: Math.round(performance.now() - startedAt),
      previousOutput: previous,
      diagnostics,
      ...extra,
    };
  };
  const { errors, warnings } = countBySeverity(diagnostics);
  if (!compiled || errors > 0 || (strict && warnings > 0)) return summary({});

  // Components MDX content uses are known only after the load stage: the client is bundled again with them.
  if (compiled.siteCode.plan.components.length > 0) {
    // The first bundle is waited for, so nothing the build started is still running when it ends.
    await clientPromise?.catch(() => undefined);
    clientPromise = undefined;
  }
  const bundle = () =>
    (started.client =
      clientPromise ??
      buildClientAssets({
        siteDir: compiled.config.siteDir,
        theme: compiled.config.theme,
        siteCode: compiled.siteCode.plan,
        ...(clientCache ? { cache: clientCache } : {}),
      }));
  const mermaid = usesMermaid(
    compiled.locales.flatMap((l) => l.graph.routes),
    compiled.apis,
  );
  const client = await reporter.stage(
    'bundle',
    async () => clientForSite(await bundle(), mermaid),
    (c) => plural(c.files.size, 'file'),
  );
  // The page report records every file written, so it renders every page.
  const keyStore = report ? undefined : pageKeys;
  const reuse = keyStore
    ? {
        previous: (previous ? await keyStore.read(outDir) : undefined) ?? new Map<string, string>(),
        outDir: path.resolve(outDir),
        keys: new Map<string, string>(),
      }
    : undefined;
  const staged = await stageOutput(outDir);
  if (progress) progress.staging = staged.dir;
  const written = new Map<string, number>();
  try {
    const stats = await reporter.stage(
      'render',
      (progress) =>
        emitLocales({
          compiled,
          client,
          sink: report ? recording(staged.sink, written) : staged.sink,
          csp: pagePolicies(compiled.config.allowedIframeHosts, [], compiled.consoleOrigins),
          progress,
          ...(reuse ? { reuse } : {}),
        }),
      (s) => `${plural(s.pages, 'page')}, ${plural(s.files, 'file')}`,
    );
    const buildId = newBuildId();
    await staged.sink.write(BUILD_MARKER, markerText(buildId));
    await staged.commit();
    if (keyStore && reuse) await keyStore.write(outDir, buildId, reuse.keys);
    if (progress) {
      progress.committed = true;
      delete progress.staging;
    }
    if (report) await writeFile(`${path.resolve(outDir)}-report.md`, weightReport({ graph: compiled.graph, client, written }));
    const twinMs = compiled.locales.reduce((n, l) => n + (l.site.twinMs ?? 0), 0);
    const costs = { twinsMs: Math.round(twinMs + stats.readerFilesMs), searchMs: Math.round(stats.searchMs) };
    const markdown = compiled.locales.reduce(
      (m, l) => ({
        rendered: m.rendered + (l.site.renderedFiles ?? 0),
        total: m.total + l.site.docs.length + l.site.posts.length + l.site.pages.length,
      }),
      { rendered: 0, total: 0 },
    );
    return summary({
      ok: true,
      routes: compiled.locales.reduce((n, l) => n + l.graph.routes.length, 0),
      pages: stats.pages,
      files: stats.files,
      bytes: stats.bytes,
      costs,
      markdown,
    });
  } catch (error) {
    await staged.abort();
    const written = writeFailure(error, siteDir, staged.dir);
    if (!written) throw error;
    diagnostics.push(written);
    return summary({});
  }
}

/**
 * A file-system error while writing the staged output (a static file named like a page folder, a
 * full or read-only disk) is the site's or the machine's problem, not a bug: it becomes a diagnostic
 * naming the file, and the build fails as any other failed build does.
 */
function writeFailure(error: unknown, siteDir: string, stagingDir: string): Diagnostic | undefined {
  const e = error as NodeJS.ErrnoException & { dest?: string };
  if (!(error instanceof Error) || typeof e.code !== 'string' || typeof e.syscall !== 'string') return undefined;
  const inSite = e.path?.startsWith(path.resolve(siteDir)) ? e.path : undefined;
  const target = [e.dest, e.path].find((p) => p?.startsWith(stagingDir));
  const output = target ? path.relative(stagingDir, target) : undefined;
  return {
    severity: 'error',
    code: 'output-write',
    message: `could not write ${output ? `the output file ${output}` : 'the output'}${inSite ? ` from ${path.relative(process.cwd(), inSite)}` : ''}: ${e.code}`,
    ...(inSite ? { file: path.relative(process.cwd(), inSite) } : {}),
    hint:
      e.code === 'EISDIR' || e.code === 'ENOTDIR' || e.code === 'EEXIST'
        ? 'a file under static/ has the same path as a folder of pages (or the other way round); rename or move one of them'
        : 'check that the disk has space and the folder beside --out is writable',
  };
}

/**
 * Every locale into its folder of the output: the default locale at the root, the others under
 * `<code>/` (as Docusaurus lays them out), all sharing the one client bundle at the root.
 */
async function emitLocales({
  compiled,
  client,
  sink,
  csp,
  progress,
  reuse,
}: {
  compiled: Compiled;
  client: ClientAssets;
  sink: OutputSink;
  csp: PagePolicies;
  progress: (done: number, total: number) => void;
  reuse?: { previous: ReadonlyMap<string, string>; outDir: string; keys: Map<string, string> };
}): Promise<EmitStats> {
  const total: EmitStats = { pages: 0, files: 0, bytes: 0, searchMs: 0, readerFilesMs: 0 };
  const { config } = compiled;
  const sitemaps = compiled.locales.map((l) => `${config.url}${l.graph.site.baseUrl}sitemap.xml`);
  const routes = compiled.locales.reduce((n, l) => n + l.graph.routes.length, 0);
  const shared = await emitClientFiles(client, sink, sitemaps);
  total.files += shared.files;
  total.bytes += shared.bytes;
  let before = 0;
  for (const l of compiled.locales) {
    const prefix = l.graph.site.baseUrl.slice(config.baseUrl.length);
    const pages = reuse ? { reuse: { previous: reuse.previous, from: path.join(reuse.outDir, prefix), prefix, keys: reuse.keys } } : {};
    const stats = await emitSite({
      ...pages,
      graph: l.graph,
      site: l.site,
      apis: compiled.apis,
      client,
      ...(compiled.siteCode.renderer ? { renderer: compiled.siteCode.renderer } : {}),
      sink: prefixedSink(sink, prefix),
      clientBaseUrl: config.baseUrl,
      writeClient: false,
      csp,
      onProgress: (done) => progress(before + done, routes),
    });
    before += l.graph.routes.length;
    total.pages += stats.pages;
    total.files += stats.files;
    total.bytes += stats.bytes;
    total.searchMs += stats.searchMs;
    total.readerFilesMs += stats.readerFilesMs;
  }
  return total;
}

/** A sink that also notes the size of each file written, for the page-weight report. */
function recording(sink: OutputSink, sizes: Map<string, number>): OutputSink {
  return {
    write: (rel, data) => {
      sizes.set(rel, typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
      return sink.write(rel, data);
    },
    copy: (rel, source) => sink.copy(rel, source),
  };
}
