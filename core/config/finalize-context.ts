import type { Diagnostic } from '../../model/diagnostics.ts';
import type { YamlSource } from '../../model/yaml-source.ts';

/** What finalizing the parsed config needs besides it: where it came from, for diagnostics. */
export interface FinalizeContext {
  siteDir: string;
  /** The config file as diagnostics show it. */
  file: string;
  source: YamlSource;
  diagnostics: Diagnostic[];
}
