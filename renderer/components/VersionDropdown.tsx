import type { VersionLink } from '../../model/routes.ts';
import { usePage, useHref } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';
import { Dropdown } from './Dropdown.tsx';
import { VERSION_STORAGE_KEY } from '../client/storage.ts';

/**
 * The docs version menu, shown only when the main docs instance has more than one version. On a
 * docs page each version links to the same page in that version when it has it, else to that
 * version's main page; elsewhere each opens its version's main page.
 */
export function VersionDropdown({ align = 'right' }: { align?: 'left' | 'right' } = {}) {
  const { site, route } = usePage();
  const href = useHref();
  const t = useT();
  const main = site.docsVersions;
  if (!main) return null;
  const own = route.docsVersion && main.versions.some((v) => v.name === route.docsVersion?.name) ? route.docsVersion : undefined;
  const versions: VersionLink[] = own?.versions ?? main.versions;
  const active = own?.name ?? main.last;
  const label = versions.find((v) => v.name === active)?.label ?? active;
  return (
    <Dropdown
      label={label}
      title={t('portal.navbar.versionMenu', 'Docs version')}
      storageKey={VERSION_STORAGE_KEY}
      items={versions.map((v) => ({ label: v.label, href: href(v.path), ...(v.name === active ? { current: true } : {}), data: v.name }))}
      align={align}
    />
  );
}
