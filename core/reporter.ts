import type { Diagnostic } from '../model/diagnostics.ts';

/**
 * How the core tells a front end what it is doing. The CLI's implementation draws progress on a
 * terminal (cli/reporter.ts); the dev server's rebuilds use the silent one.
 */
export interface Reporter {
  /** `failed` marks a stage that returned (rather than threw) a failure, such as a config with errors. */
  stage<T>(
    name: string,
    work: (progress: (done: number, total: number) => void) => Promise<T>,
    summary?: (result: T) => string,
    failed?: (result: T) => boolean,
  ): Promise<T>;
  diagnostics(list: readonly Diagnostic[]): void;
  line(text: string): void;
}

export const silentReporter: Reporter = {
  stage: (_name, work) => work(() => undefined),
  diagnostics: () => undefined,
  line: () => undefined,
};
