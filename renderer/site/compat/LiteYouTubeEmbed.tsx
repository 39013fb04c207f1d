/**
 * `react-lite-youtube-embed` for site code without the package: the markup of portal's own
 * `<YouTube>` embed (core/markdown/features/embeds/markup.ts), the thumbnail and title linking to
 * the video, so nothing of YouTube runs in the page.
 */
export default function LiteYouTubeEmbed({ id, title = 'Video' }: { id: string; title?: string }) {
  if (!/^[A-Za-z0-9_-]{6,20}$/.test(id)) return null;
  return (
    <a className="youtube-embed" href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener noreferrer">
      <img src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`} alt="" loading="lazy" decoding="async" width={480} height={360} />
      <span className="youtube-play" aria-hidden="true" />
      <span className="youtube-title">
        {title}
        <span className="visually-hidden"> (video on YouTube, opens in a new tab)</span>
      </span>
    </a>
  );
}
