import type { Route } from '../../model/routes.ts';
import { usePage, useHref } from '../context.tsx';
import { withNodes } from '../i18n/nodes.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * Above a page of versioned docs: the banner of a version that is not the last one (unreleased or
 * no longer maintained), linking to the same page in the last version when it has it, else to
 * that version's main page; and the version badge.
 */
export function VersionNotices({ route }: { route: Route }) {
  const { site } = usePage();
  const href = useHref();
  const t = useT();
  const info = route.docsVersion;
  if (!info) return null;
  const values = { siteTitle: site.title, versionLabel: info.label };
  const latest = info.latest;
  return (
    <>
      {info.banner ? (
        <div className="version-banner admonition admonition-warning" role="note">
          <p>
            {info.banner === 'unreleased'
              ? t('theme.docs.versions.unreleasedVersionLabel', 'You are reading the documentation of {siteTitle} {versionLabel}, which is not released yet.', values)
              : t('theme.docs.versions.unmaintainedVersionLabel', 'You are reading the documentation of {siteTitle} {versionLabel}, which is no longer maintained.', values)}
          </p>
          {latest ? (
            <p>
              {withNodes(t('theme.docs.versions.latestVersionSuggestionLabel', 'For the current documentation, see the {latestVersionLink} ({versionLabel}).'), {
                latestVersionLink: (
                  <b>
                    <a href={href(latest.path)} data-latest-version="">
                      {t('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
                    </a>
                  </b>
                ),
                versionLabel: latest.label,
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {info.badge ? <span className="version-badge">{t('theme.docs.versionBadge.label', 'Version: {versionLabel}', values)}</span> : null}
    </>
  );
}

/** Above a page shown in the default language because its locale has no translation of it. */
export function UntranslatedNotice({ route }: { route: Route }) {
  const { site } = usePage();
  const t = useT();
  if (!route.untranslated) return null;
  const original = site.locales.find((l) => l.code === site.i18n.defaultLocale);
  return (
    <p className="untranslated-notice admonition admonition-info" role="note" data-untranslated="">
      {t('portal.i18n.untranslated', 'This page is not translated into {language} yet; it is shown in {original}.', { language: site.locale.label, original: original?.label ?? site.i18n.defaultLocale })}
    </p>
  );
}
