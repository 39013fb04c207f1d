import { formatDiagnostic, PortalError, type Diagnostic } from '../../model/diagnostics.ts';
import { loadConfig } from '../config/load-config.ts';
import type { SiteConfig } from '../config/types.ts';

/** The site's config for a command that writes files into the site: it refuses to start on a config with errors. */
export async function validConfig(siteDir: string): Promise<{ config: SiteConfig; diagnostics: Diagnostic[] }> {
  const { config, diagnostics } = await loadConfig(siteDir);
  if (!config)
    throw new PortalError({
      code: 'config-invalid',
      message: `the config has errors:\n${diagnostics.map(formatDiagnostic).join('\n')}`,
      hint: 'fix the config first',
    });
  return { config, diagnostics };
}
