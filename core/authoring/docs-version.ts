import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PortalError } from '../../model/diagnostics.ts';
import { validConfig } from './valid-config.ts';
import type { SidebarItemConfig } from '../config/types.ts';
import { versionFiles, versionNameProblem } from '../load/docs-versions.ts';
import { displayPath } from '../util/files.ts';

export interface DocsVersionOptions {
  siteDir: string;
  name: string;
  /** The docs instance (`default`, or the `id` of another docs folder). */
  instance?: string;
}

export interface DocsVersionResult {
  /** Every file or folder written, relative to the site folder. */
  written: string[];
}

/**
 * `portal docs-version 2.0`: releases the working copy as version 2.0, as Docusaurus's
 * `docs:version` does: the docs folder is copied to `versioned_docs/version-2.0/`, the sidebars
 * written to `versioned_sidebars/version-2.0-sidebars.json`, the name put first in
 * `versions.json`, and each locale's translations of the working copy copied to `version-2.0`.
 * Nothing is changed when any of that cannot be done.
 */
export async function docsVersion({ siteDir, name, instance = 'default' }: DocsVersionOptions): Promise<DocsVersionResult> {
  const { config } = await validConfig(siteDir);
  const docs = config.docsInstances.find((d) => d.id === instance);
  if (!docs)
    throw new PortalError({
      code: 'docs-instance-unknown',
      message: `there is no docs instance "${instance}"`,
      file: config.configFile,
      hint: `use one of ${config.docsInstances.map((d) => d.id).join(', ')}`,
    });
  const problem = versionNameProblem(name);
  if (problem)
    throw new PortalError({
      code: 'version-name',
      message: `the version name "${name}" ${problem}`,
      hint: 'a version name becomes a folder and a URL segment: use letters, digits, dots and dashes, like 2.0',
    });
  const files = versionFiles(instance);
  const at = (rel: string) => path.join(config.siteDir, rel);
  const listFile = at(files.list);
  const released = existsSync(listFile) ? await readList(listFile) : [];
  if (released.includes(name))
    throw new PortalError({
      code: 'version-exists',
      message: `${files.list} already lists the version "${name}"`,
      file: displayPath(listFile),
      hint: 'choose a new name, or remove the old version first',
    });
  for (const target of [files.docs(name), files.sidebars(name)]) {
    if (existsSync(at(target)))
      throw new PortalError({
        code: 'version-exists',
        message: `${target} already exists`,
        file: displayPath(at(target)),
        hint: 'remove it, or choose another version name',
      });
  }
  if (!existsSync(at(docs.path)))
    throw new PortalError({
      code: 'docs-folder-missing',
      message: `the docs folder ${docs.path}/ does not exist: there is nothing to release`,
      hint: 'write the docs first',
    });

  const written: string[] = [];
  await cp(at(docs.path), at(files.docs(name)), { recursive: true, errorOnExist: true, force: false });
  written.push(`${files.docs(name)}/`);
  await mkdir(path.dirname(at(files.sidebars(name))), { recursive: true });
  await writeFile(at(files.sidebars(name)), `${JSON.stringify(docusaurusSidebars(docs.sidebars), null, 2)}\n`);
  written.push(files.sidebars(name));
  // Translations of the working copy become the version's too, so the locales keep them.
  for (const locale of config.i18n.locales) {
    const base = `${config.i18n.path}/${locale.path}/${files.i18n}`;
    if (existsSync(at(`${base}/current`)) && !existsSync(at(`${base}/version-${name}`))) {
      await cp(at(`${base}/current`), at(`${base}/version-${name}`), { recursive: true, errorOnExist: true, force: false });
      written.push(`${base}/version-${name}/`);
    }
    if (existsSync(at(`${base}/current.json`)) && !existsSync(at(`${base}/version-${name}.json`))) {
      // The sidebar labels carry over; the label of "Next" is not the new version's.
      let messages: Record<string, unknown>;
      try {
        messages = JSON.parse(await readFile(at(`${base}/current.json`), 'utf8')) as Record<string, unknown>;
      } catch (error) {
        throw new PortalError(
          {
            code: 'translations-syntax',
            message: `${base}/current.json is not valid JSON, so it was not copied to version-${name}.json`,
            file: `${base}/current.json`,
            hint: `fix it, then copy it to version-${name}.json by hand`,
          },
          { cause: error },
        );
      }
      delete messages['version.label'];
      await writeFile(at(`${base}/version-${name}.json`), `${JSON.stringify(messages, null, 2)}\n`);
      written.push(`${base}/version-${name}.json`);
    }
  }
  await writeFile(listFile, `${JSON.stringify([name, ...released], null, 2)}\n`);
  written.push(files.list);
  return { written };
}

async function readList(file: string): Promise<string[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new PortalError(
      {
        code: 'versions-invalid',
        message: `${displayPath(file)} is not valid JSON`,
        file: displayPath(file),
        hint: 'write a list of version names, newest first: ["2.0", "1.0"]',
      },
      { cause: error },
    );
  }
  if (!Array.isArray(data))
    throw new PortalError({
      code: 'versions-invalid',
      message: `${displayPath(file)} is not a list of version names`,
      file: displayPath(file),
      hint: 'write a list of version names, newest first: ["2.0", "1.0"]',
    });
  return data.map(String);
}

/** The sidebars as Docusaurus writes a versioned sidebars file (portal's item forms are Docusaurus's). */
export function docusaurusSidebars(sidebars: Readonly<Record<string, SidebarItemConfig[]>>): Record<string, unknown[]> {
  const item = (i: SidebarItemConfig): unknown => {
    if (i.type === 'doc') return i.label === undefined ? i.id : { type: 'doc', id: i.id, label: i.label };
    if (i.type === 'link') return { type: 'link', href: i.href, label: i.label };
    if (i.type === 'autogenerated') return { type: 'autogenerated', dirName: i.dirName };
    return {
      type: 'category',
      label: i.label,
      items: i.items.map(item),
      ...(i.collapsed === undefined ? {} : { collapsed: i.collapsed }),
      ...(i.link ? { link: i.link } : {}),
    };
  };
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, items.map(item)]));
}
