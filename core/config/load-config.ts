import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { causeChain, diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { loadSitePlugins } from '../markdown/site-plugins.ts';
import { displayPath } from '../util/files.ts';
import { finalizeConfig } from './finalize.ts';
import { issueDiagnostics } from './issues.ts';
import { siteSchema } from './schema/site.ts';
import type { SiteConfig } from './types.ts';
import { readYaml, type YamlSource } from '../../model/yaml-source.ts';

export const CONFIG_FILE_NAMES = ['portal.config.yaml', 'portal.config.yml', 'portal.config.json'];

export interface ConfigResult {
  config: SiteConfig | undefined;
  diagnostics: Diagnostic[];
}

/** `${NAME}` and `${NAME:-default}` read the environment, so CI can point links at each deployment. */
export function substituteEnv(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::-([^}]*))?\}/g, (_m, name: string, fallback?: string) => env[name] ?? fallback ?? '');
}

/** config stage: read, parse with positions, check against the schema, then the cross-key rules. */
export async function loadConfig(siteDir: string, env: Record<string, string | undefined> = process.env): Promise<ConfigResult> {
  const absSite = path.resolve(siteDir);
  const found = await readConfigFile(absSite);
  if (!found) {
    return {
      config: undefined,
      diagnostics: [
        diagnostic('error', 'config-missing', `no portal.config.yaml in ${displayPath(absSite)}`, {
          file: displayPath(absSite),
          hint: 'pass the site folder (`portal build path/to/site`) or create portal.config.yaml in it',
        }),
      ],
    };
  }
  const file = displayPath(found.file);
  const parsed = readYaml(substituteEnv(found.text, env));
  if (!parsed.ok) {
    const kind = found.file.endsWith('.json') ? 'JSON' : 'YAML';
    return {
      config: undefined,
      diagnostics: [
        diagnostic('error', 'config-syntax', `the config file is not valid ${kind}: ${parsed.message}`, {
          file,
          point: parsed.point,
          hint: 'check the indentation and quoting around that place',
        }),
      ],
    };
  }
  const { source } = parsed;
  // An empty file is a mapping with no keys: the schema then asks for the title.
  const result = siteSchema.safeParse(source.data ?? {});
  if (!result.success) {
    const diagnostics = issueDiagnostics(result.error.issues, {
      file,
      source,
      schema: siteSchema,
      code: 'config-invalid',
      unknownKey: { severity: 'error', code: 'config-invalid', noun: 'config key' },
    });
    return { config: undefined, diagnostics };
  }
  const diagnostics: Diagnostic[] = [];
  const config = finalizeConfig(result.data, { siteDir: absSite, file, source, diagnostics });
  if (!diagnostics.some((d) => d.severity === 'error')) await checkPlugins(config, source, diagnostics);
  return { config: diagnostics.some((d) => d.severity === 'error') ? undefined : config, diagnostics };
}

/**
 * The site's markdown plugins are imported once here, so one that fails to load is a config
 * error at its line (with the module's own message), not a failure deep in a worker.
 */
async function checkPlugins(config: SiteConfig, source: YamlSource, diagnostics: Diagnostic[]): Promise<void> {
  for (const key of ['remark', 'rehype'] as const) {
    for (const [i, ref] of config.markdown[`${key}Plugins`].entries()) {
      try {
        await loadSitePlugins({ remarkPlugins: [ref], rehypePlugins: [] });
      } catch (error) {
        diagnostics.push(
          diagnostic(
            'error',
            'config-invalid',
            `\`markdown.${key}Plugins[${i}]\` (${ref.name}) could not be loaded: ${causeChain(error).slice(1).join(': ') || String(error)}`,
            {
              file: config.configFile,
              point: source.locate(['markdown', `${key}Plugins`, i]),
              hint: "a plugin is an ES module whose default export is the plugin function; install what it imports in the site's project",
            },
          ),
        );
      }
    }
  }
}

async function readConfigFile(absSite: string): Promise<{ file: string; text: string } | undefined> {
  for (const name of CONFIG_FILE_NAMES) {
    const file = path.join(absSite, name);
    try {
      return { file, text: await readFile(file, 'utf8') };
    } catch {
      // try the next name
    }
  }
  return undefined;
}
