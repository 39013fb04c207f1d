/**
 * Docusaurus's translation layout: a locale's version of a content file is at the same path
 * below its plugin's folder in `i18n/<locale>/` (`docs/a/b.md` -> `i18n/fr/docusaurus-plugin-
 * content-docs/current/a/b.md`). A file without one is shown in the default language.
 */
export interface LocaleLayer {
  /** The locale being built. */
  locale: string;
  /** Whether it is the site's default locale (whose pages are never "untranslated"). */
  isDefault: boolean;
  /** The locale's translations folder, relative to the site folder (`i18n/fr`); undefined when it has none. */
  dir: string | undefined;
}

export interface ContentFile {
  /** The file that is read: the translation when there is one. */
  relPath: string;
  /** The file in the default language (its id, route and edit link come from it). */
  contentPath: string;
  /** The path below the content folder (`a/b.md`). */
  inFolder: string;
  /** A locale other than the default shows this file in the default language. */
  untranslated: boolean;
}

export const PLUGIN_FOLDERS = { blog: 'docusaurus-plugin-content-blog', pages: 'docusaurus-plugin-content-pages' } as const;

/**
 * The files below `folder` (site-relative), each with its translation from `i18nFolder` (a folder
 * below the locale's folder) when the locale has one. Only files of the default language count:
 * a translation of a file that is not there is not a page (as in Docusaurus).
 */
export function contentFiles(files: readonly string[], fileSet: ReadonlySet<string>, folder: string, i18nFolder: string, layer: LocaleLayer): ContentFile[] {
  const prefix = `${folder}/`;
  const localized = layer.dir ? `${layer.dir}/${i18nFolder}/` : undefined;
  return files
    .filter((f) => f.startsWith(prefix))
    .map((contentPath) => {
      const inFolder = contentPath.slice(prefix.length);
      const translation = localized ? `${localized}${inFolder}` : undefined;
      const translated = translation !== undefined && fileSet.has(translation);
      return { relPath: translated ? translation : contentPath, contentPath, inFolder, untranslated: !layer.isDefault && !translated };
    });
}
