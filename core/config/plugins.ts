import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where a plugin named in the config lives: a path (`./src/remark/x.js`, relative to the site
 * folder) or a package, resolved from the site folder as Node would. ESM-only packages that
 * offer no `require` condition are found through their package.json `exports`.
 */
export function resolvePlugin(spec: string, siteDir: string): string | undefined {
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const file = path.resolve(siteDir, spec);
    return existsSync(file) ? file : undefined;
  }
  const require = createRequire(path.join(siteDir, 'package.json'));
  try {
    return require.resolve(spec);
  } catch {
    return resolveEsmOnly(spec, require);
  }
}

function resolveEsmOnly(spec: string, require: NodeJS.Require): string | undefined {
  const [scopeOrName, maybeName, ...rest] = spec.split('/');
  const name = scopeOrName?.startsWith('@') ? `${scopeOrName}/${maybeName}` : (scopeOrName ?? '');
  const subpath = scopeOrName?.startsWith('@') ? rest.join('/') : [maybeName, ...rest].filter(Boolean).join('/');
  for (const dir of require.resolve.paths(name) ?? []) {
    const pkgFile = path.join(dir, name, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: unknown; module?: string; main?: string };
    const target =
      exportTarget(pkg.exports, subpath ? `./${subpath}` : '.') ?? (subpath ? `./${subpath}` : (pkg.module ?? pkg.main ?? './index.js'));
    const file = path.join(dir, name, target);
    return existsSync(file) ? file : undefined;
  }
  return undefined;
}

function exportTarget(exports: unknown, key: string): string | undefined {
  if (typeof exports === 'string') return key === '.' ? exports : undefined;
  if (typeof exports !== 'object' || exports === null) return undefined;
  const entry =
    (exports as Record<string, unknown>)[key] ??
    (key === '.' && !Object.keys(exports).some((k) => k.startsWith('.')) ? exports : undefined);
  return pickCondition(entry);
}

function pickCondition(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return undefined;
  for (const condition of ['import', 'node', 'default']) {
    const found = pickCondition((entry as Record<string, unknown>)[condition]);
    if (found) return found;
  }
  return undefined;
}
