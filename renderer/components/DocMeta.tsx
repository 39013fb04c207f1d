import { formatDate, usePage } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';
import { withNodes } from '../i18n/nodes.tsx';
import { safeUrl } from '../../model/url-policy.ts';

/** A pencil, beside "Edit this page". */
const EditIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden focusable={false}>
    <path
      fill="currentColor"
      d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
    />
  </svg>
);

/**
 * The doc footer's "Edit this page" link and last-updated line. The date is formatted in UTC with
 * the site's locale, so the server and the browser print the same text and hydration agrees.
 */
export function DocMeta({
  editUrl,
  lastUpdate,
}: {
  editUrl?: string | undefined;
  lastUpdate?: { date?: string; author?: string } | undefined;
}) {
  const { site } = usePage();
  const t = useT();
  if (!editUrl && !lastUpdate) return null;
  return (
    <div className="doc-meta">
      {editUrl ? (
        <a className="edit-this-page" href={safeUrl(editUrl)} target="_blank" rel="noopener noreferrer">
          <EditIcon />
          {t('theme.common.editThisPage', 'Edit this page')}
        </a>
      ) : (
        <span />
      )}
      {lastUpdate ? (
        <span className="last-updated">
          {withNodes(t('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}'), {
            atDate: lastUpdate.date
              ? withNodes(t('theme.lastUpdated.atDate', ' on {date}'), {
                  date: (
                    <b>
                      <time dateTime={lastUpdate.date}>{formatDate(lastUpdate.date, site.locale.code, 'medium')}</time>
                    </b>
                  ),
                })
              : null,
            byUser: lastUpdate.author ? withNodes(t('theme.lastUpdated.byUser', ' by {user}'), { user: <b>{lastUpdate.author}</b> }) : null,
          })}
        </span>
      ) : null}
    </div>
  );
}
