import { z } from 'zod';
import { list, nonEmpty, withDefault } from './fields.ts';

/**
 * Languages, in Docusaurus's names: `locales` lists the codes (or, as portal's own older form,
 * mappings with a code), `localeConfigs` sets each one's label, direction and folder.
 */

const localeCode = nonEmpty()
  .refine((code) => /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(code), { message: 'must be a BCP 47 language tag', params: { hint: 'write it like `en`, `he` or `pt-BR`' } })
  .meta({ description: 'a BCP 47 language tag (`en`, `he`, `pt-BR`)' });

const direction = z.enum(['ltr', 'rtl']);

const localeObject = z.strictObject({
  code: localeCode,
  label: z.string().nullish().meta({ description: 'the name shown in the language menu (default: the language\'s own name)' }),
  direction: direction.nullish().meta({ description: 'text direction (default: from the language, `rtl` for Hebrew, Arabic, Persian, Urdu, ...)' }),
});

export const localeConfig = z.strictObject({
  label: z.string().nullish().meta({ description: 'the name shown in the language menu (default: the language\'s own name)' }),
  direction: direction.nullish().meta({ description: 'text direction (default: from the language)' }),
  htmlLang: z.string().nullish().meta({ description: 'the `lang` of the pages and their `hreflang` (default: the locale code)' }),
  path: z.string().nullish().meta({ description: 'the locale\'s folder under `i18n.path` (default: the locale code)' }),
});

export const i18n = z.strictObject({
  defaultLocale: withDefault(localeCode, 'en', 'the locale served without a URL segment'),
  locales: list(z.union([localeCode, localeObject]), 'the locales of the site: codes (`[en, he]`), as Docusaurus writes them'),
  localeConfigs: z.record(z.string(), localeConfig).nullish().meta({ description: 'per locale code: label, direction, htmlLang, path' }),
  path: withDefault(z.string().transform((p) => p.replace(/^\.\//, '').replace(/\/+$/, '')), 'i18n', 'the folder of the translations, relative to the site folder'),
});
