import { usePage } from '../context.tsx';

/** The bar above the navbar (`announcementBar`); dismissal is remembered per id by the head script and the client. */
export default function AnnouncementBar() {
  const { site } = usePage();
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-announcement={bar.id}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.dismissible ? (
        <button type="button" className="announcement-close js-only" aria-label="Close announcement" data-announcement-close="">
          ×
        </button>
      ) : null}
    </div>
  );
}
