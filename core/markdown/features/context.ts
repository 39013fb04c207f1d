import type { Processor } from 'unified';
import type { MarkdownContext } from '../context.ts';

declare module 'unified' {
  interface Data {
    /** What every file of the build shares (processor.ts sets it; see `contextOf`). */
    portalMarkdown?: MarkdownContext;
  }
}

/** Where the pipeline keeps the build's markdown context in the processor's data. */
export const CONTEXT_KEY = 'portalMarkdown' as const;

/** The build's markdown context, for a feature's plugin (`this` is its processor). */
export function contextOf(processor: Processor | undefined): MarkdownContext {
  const ctx = processor?.data(CONTEXT_KEY);
  if (!ctx) throw new Error('a markdown feature ran outside the portal pipeline (no context in the processor data)');
  return ctx;
}
