import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import type { DocsInstanceConfig, SiteConfig } from '../config/types.ts';
import { readYaml } from '../../model/yaml-source.ts';
import { displayPath } from '../util/files.ts';
import type { DocsVersion } from './types.ts';
import { readVersionedSidebars } from './versioned-sidebars.ts';

export interface VersionsInput {
  config: SiteConfig;
  /** Every file of the site folder (site-relative paths). */
  files: readonly string[];
  diagnostics: Diagnostic[];
}

/** Where Docusaurus keeps an instance's versions: `versions.json`, or `<id>_versions.json` for another instance. */
export function versionFiles(instance: string) {
  const prefix = instance === 'default' ? '' : `${instance}_`;
  return {
    list: `${prefix}versions.json`,
    docs: (name: string) => `${prefix}versioned_docs/version-${name}`,
    sidebars: (name: string) => `${prefix}versioned_sidebars/version-${name}-sidebars.json`,
    /** The instance's folder in a locale's translations. */
    i18n: `docusaurus-plugin-content-docs${instance === 'default' ? '' : `-${instance}`}`,
  };
}

/** Docusaurus's rule for version names (they become folder names and URL segments), plus no `@`. */
export function versionNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'is empty';
  if (/[/\\@]/.test(name)) return 'has a "/", "\\" or "@"';
  if (name === '.' || name === '..' || name === 'current') return `is "${name}", which is reserved`;
  return undefined;
}

/**
 * The docs versions of every instance, as Docusaurus makes them: the working copy (`current`) and
 * each name in versions.json, newest first; the last version (`lastVersion`, else the newest
 * release) at the docs route, `current` at `<route>/next`, older ones at `<route>/<name>`.
 */
export async function readDocsVersions({ config, files, diagnostics }: VersionsInput): Promise<DocsVersion[]> {
  const fileSet = new Set(files);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const all = await Promise.all(
    config.docsInstances.map((instance) => instanceVersions({ config, instance, fileSet, folders, diagnostics })),
  );
  return all.flat();
}

interface InstanceInput {
  config: SiteConfig;
  instance: DocsInstanceConfig;
  fileSet: ReadonlySet<string>;
  folders: ReadonlySet<string>;
  diagnostics: Diagnostic[];
}

async function instanceVersions({ config, instance, fileSet, folders, diagnostics }: InstanceInput): Promise<DocsVersion[]> {
  const where = versionFiles(instance.id);
  const atConfig = (line: number | undefined) => ({ file: config.configFile, point: line ? { line, column: 1 } : undefined });
  const released =
    instance.disableVersioning || !fileSet.has(where.list) ? [] : await readVersionsList(config.siteDir, where.list, diagnostics);
  const names = [...(instance.includeCurrentVersion ? ['current'] : []), ...released];
  const listed = `versions: ${names.join(', ') || '(none)'}`;
  const quoteHint = (name: string) =>
    /^\d+$/.test(name) ? `; write version names in quotes ("${name}.0"), or YAML reads 1.0 as the number 1` : '';
  if (names.length === 0) {
    diagnostics.push(
      diagnostic(
        'error',
        'versions-none',
        `the docs instance "${instance.id}" has no version to build: includeCurrentVersion is false and ${where.list} lists none`,
        { ...atConfig(undefined), hint: 'set includeCurrentVersion: true, or release a version with `portal docs-version <name>`' },
      ),
    );
    return [];
  }
  let last = instance.lastVersion ?? released[0] ?? 'current';
  if (!names.includes(last)) {
    diagnostics.push(
      diagnostic('error', 'config-invalid', `\`lastVersion\` is "${last}", which is not a version of the docs instance "${instance.id}"`, {
        ...atConfig(instance.lines.lastVersion),
        hint: `use one of the ${listed}${quoteHint(last)}`,
      }),
    );
    last = names[0] as string;
  }
  let built = names;
  if (instance.onlyIncludeVersions) {
    const unknown = instance.onlyIncludeVersions.filter((n) => !names.includes(n));
    if (unknown.length > 0)
      diagnostics.push(
        diagnostic(
          'error',
          'config-invalid',
          `\`onlyIncludeVersions\` names ${unknown.map((n) => `"${n}"`).join(', ')}, not a version of the docs instance "${instance.id}"`,
          { ...atConfig(instance.lines.onlyIncludeVersions), hint: `use the ${listed}${quoteHint(unknown[0] ?? '')}` },
        ),
      );
    if (!instance.onlyIncludeVersions.includes(last))
      diagnostics.push(
        diagnostic(
          'error',
          'config-invalid',
          `\`onlyIncludeVersions\` leaves out the last version, "${last}", which the docs route serves`,
          { ...atConfig(instance.lines.onlyIncludeVersions), hint: `add "${last}", or set lastVersion to one of the versions listed` },
        ),
      );
    built = names.filter((n) => instance.onlyIncludeVersions?.includes(n));
  }
  for (const name of Object.keys(instance.versions)) {
    if (!names.includes(name))
      diagnostics.push(
        diagnostic(
          'error',
          'config-invalid',
          `\`versions\` configures "${name}", which is not a version of the docs instance "${instance.id}"`,
          { ...atConfig(instance.lines.versions[name]), hint: `use current or a name from ${where.list}${quoteHint(name)}` },
        ),
      );
  }

  const versions: DocsVersion[] = [];
  for (const name of built) {
    const current = name === 'current';
    const contentDir = current ? instance.path : where.docs(name);
    if (!folders.has(contentDir)) {
      if (!current) {
        diagnostics.push(
          diagnostic('error', 'version-missing', `${where.list} lists the version "${name}", but ${contentDir}/ holds no files`, {
            file: displayPath(path.join(config.siteDir, where.list)),
            hint: `restore ${contentDir}/, or take "${name}" out of ${where.list}`,
          }),
        );
        continue;
      }
      if (instance.id !== 'default') {
        diagnostics.push(
          diagnostic('error', 'docs-folder-missing', `the docs instance "${instance.id}" reads ${contentDir}/, which holds no files`, {
            ...atConfig(undefined),
            hint: "create the folder, or fix the instance's `path`",
          }),
        );
        continue;
      }
    }
    const options = instance.versions[name] ?? {};
    const isLast = name === last;
    const pathPart = options.path ?? (isLast ? '' : current ? 'next' : name);
    const sidebarsRel = where.sidebars(name);
    const sidebars = current
      ? instance.sidebars
      : fileSet.has(sidebarsRel)
        ? await readVersionedSidebars(config.siteDir, sidebarsRel, name, diagnostics)
        : {};
    const banner = options.banner ?? (isLast ? 'none' : names.indexOf(name) > names.indexOf(last) ? 'unmaintained' : 'unreleased');
    versions.push({
      key: `${instance.id}@${name}`,
      instance: instance.id,
      name,
      label: options.label ?? (current ? instance.versionLabel : name),
      routePath: `/${[instance.routeBasePath, pathPart].filter(Boolean).join('/')}`,
      contentDir,
      i18nDir: `${where.i18n}/${current ? 'current' : `version-${name}`}`,
      sidebars,
      sidebarsFile: current ? config.configFile : displayPath(path.join(config.siteDir, sidebarsRel)),
      isLast,
      banner: banner === 'none' ? null : banner,
      badge: options.badge ?? built.length > 1,
      noIndex: options.noIndex ?? false,
      className: options.className ?? `docs-version-${name}`,
      mainDoc: instance.mainDoc,
      editUrl: instance.editUrl,
      showLastUpdateTime: instance.showLastUpdateTime,
      showLastUpdateAuthor: instance.showLastUpdateAuthor,
    });
  }
  return versions;
}

/** versions.json: a JSON list of version names, newest first. */
async function readVersionsList(siteDir: string, rel: string, diagnostics: Diagnostic[]): Promise<string[]> {
  const abs = path.join(siteDir, rel);
  const file = displayPath(abs);
  const read = readYaml(await readFile(abs, 'utf8'));
  if (!read.ok) {
    diagnostics.push(
      diagnostic('error', 'versions-invalid', `${rel} is not valid JSON: ${read.message}`, {
        file,
        point: read.point,
        hint: 'write a list of version names, newest first: ["2.0", "1.0"]',
      }),
    );
    return [];
  }
  const data = read.source.data;
  if (!Array.isArray(data)) {
    diagnostics.push(
      diagnostic('error', 'versions-invalid', `${rel} must be a list of version names`, {
        file,
        point: { line: 1, column: 1 },
        hint: 'write a list of version names, newest first: ["2.0", "1.0"]',
      }),
    );
    return [];
  }
  const names: string[] = [];
  data.forEach((raw, i) => {
    const name = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    const problem = typeof raw === 'string' || typeof raw === 'number' ? versionNameProblem(name) : 'is not text';
    if (problem)
      diagnostics.push(
        diagnostic('error', 'versions-invalid', `the version name ${JSON.stringify(raw)} ${problem}`, {
          file,
          point: read.source.locate([i]),
          hint: 'a version name is a folder name: letters, digits, dots and dashes',
        }),
      );
    else if (names.includes(name))
      diagnostics.push(
        diagnostic('error', 'versions-invalid', `lists the version "${name}" twice`, {
          file,
          point: read.source.locate([i]),
          hint: 'list each version once',
        }),
      );
    else names.push(name);
  });
  return names;
}
