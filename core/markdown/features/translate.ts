import type { Processor } from 'unified';
import { ENGLISH, type Translate } from '../../../renderer/i18n/translate.ts';

declare module 'unified' {
  interface Data {
    /** The page's translate function (processor.ts sets it; see `translateOf`). */
    portalTranslate?: Translate;
  }
}

/** Where the pipeline keeps the page's translate function in the processor's data. */
export const TRANSLATE_KEY = 'portalTranslate' as const;

/** The page's translate function, for a feature's plugin (`this` is its processor); English when none was set. */
export function translateOf(processor: Processor | undefined): Translate {
  return processor?.data(TRANSLATE_KEY) ?? ENGLISH;
}
