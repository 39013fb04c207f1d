import { pathToFileURL } from 'node:url';
import type { Pluggable } from 'unified';

/**
 * The site's own remark and rehype plugins (`markdown.remarkPlugins`, `markdown.rehypePlugins`):
 * site code, trusted like the config. Refs are plain data so they cross to the markdown workers,
 * which import the modules themselves.
 */
export interface PluginRef {
  /** As written in the config, for messages. */
  name: string;
  /** The module's absolute path. */
  file: string;
  options?: unknown;
}

/** The plugin keys of the config's `markdown` (`MarkdownConfig`), as found in the site. */
export interface SitePluginRefs {
  remarkPlugins: PluginRef[];
  rehypePlugins: PluginRef[];
}

export interface SitePlugins {
  remark: Pluggable[];
  rehype: Pluggable[];
}

export const NO_PLUGINS: SitePlugins = { remark: [], rehype: [] };

export async function loadSitePlugins(refs: SitePluginRefs | undefined): Promise<SitePlugins> {
  if (!refs || (refs.remarkPlugins.length === 0 && refs.rehypePlugins.length === 0)) return NO_PLUGINS;
  const load = (list: PluginRef[]) => Promise.all(list.map(loadOne));
  const [remark, rehype] = await Promise.all([load(refs.remarkPlugins), load(refs.rehypePlugins)]);
  return { remark, rehype };
}

async function loadOne(ref: PluginRef): Promise<Pluggable> {
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(ref.file).href)) as { default?: unknown };
  } catch (error) {
    throw new Error(`the markdown plugin "${ref.name}" (${ref.file}) could not be loaded`, { cause: error });
  }
  const plugin = typeof mod.default === 'function' ? mod.default : Object.values(mod).find((v) => typeof v === 'function');
  if (typeof plugin !== 'function') throw new Error(`the markdown plugin "${ref.name}" exports no function`);
  return ref.options === undefined ? (plugin as Pluggable) : ([plugin, ref.options] as Pluggable);
}
