import { usePage } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';

/** The bar above the navbar (`announcementBar`); dismissal is remembered per id by the head script and the client. */
export default function AnnouncementBar() {
  const { site } = usePage();
  const t = useT();
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <div className="announcement" role="region" aria-label={t('portal.announcement.label', 'Announcement')} data-announcement={bar.id}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.dismissible ? (
        <button
          type="button"
          className="announcement-close js-only"
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')}
          data-announcement-close=""
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
