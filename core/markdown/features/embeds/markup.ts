import type { Element, ElementContent } from 'hast';
import { SOURCE_SCHEMES, unsafeUrlReason } from '../../../../model/url-policy.ts';
import { DEFAULT_SANDBOX } from '../../iframe-policy.ts';

/** What an embed became: its markup, or why it could not be made (the page shows its children instead). */
export type Made = { element: Element } | { problem: string; hint: string };

type Props = Record<string, unknown>;

/** A YouTube video id: 11 characters in practice; the range leaves room without letting a path or query through. */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

const str = (props: Props, key: string): string | undefined =>
  typeof props[key] === 'string' || typeof props[key] === 'number' ? String(props[key]) : undefined;
const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * `<YouTube id title />` (and `LiteYouTubeEmbed`, as Docusaurus sites import it): the thumbnail and
 * title as a link to the video. Nothing of YouTube runs in the page, so no frame host is needed
 * and the page's JavaScript is unchanged.
 */
export function youtube(props: Props): Made {
  const id = str(props, 'id') ?? str(props, 'videoId');
  if (!id || !VIDEO_ID.test(id))
    return {
      problem: `needs the video's id, got ${id === undefined ? 'none' : JSON.stringify(id)}`,
      hint: 'write id="dQw4w9WgXcQ", the part after watch?v= in the video\'s address',
    };
  const title = str(props, 'title') ?? 'Video';
  return {
    element: el(
      'a',
      { className: ['youtube-embed'], href: `https://www.youtube.com/watch?v=${id}`, target: '_blank', rel: ['noopener', 'noreferrer'] },
      [
        el('img', {
          src: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
          alt: '',
          loading: 'lazy',
          decoding: 'async',
          width: 480,
          height: 360,
        }),
        el('span', { className: ['youtube-play'], ariaHidden: 'true' }),
        el('span', { className: ['youtube-title'] }, [
          text(title),
          el('span', { className: ['visually-hidden'] }, [text(' (video on YouTube, opens in a new tab)')]),
        ]),
      ],
    ),
  };
}

/** `<LinkCard href title description />`: a card linking to a page of the site or elsewhere (what a site shows instead of an embedded tweet). */
export function linkCard(props: Props): Made {
  const href = str(props, 'href') ?? str(props, 'url');
  if (!href) return { problem: 'needs an href', hint: 'write href="https://..." or a path of the site' };
  const reason = unsafeUrlReason(href);
  if (reason) return { problem: `has an href with ${reason}`, hint: 'link to an http(s) address or a path of the site' };
  const title = str(props, 'title') ?? href;
  const description = str(props, 'description');
  const host = hostOf(href);
  return {
    element: el('a', { className: ['card', 'link-card'], href }, [
      el('span', { className: ['card-title'] }, [text(title)]),
      ...(description ? [el('span', { className: ['card-description'] }, [text(description)])] : []),
      ...(host ? [el('span', { className: ['link-card-host'] }, [text(host)])] : []),
    ]),
  };
}

/**
 * `<Iframe src title />`: sandboxed and lazily loaded. The scheme is checked here (the URL policy's
 * source schemes); the host is checked by the sanitiser against `allowedIframeHosts`, as for a raw
 * `<iframe>`, so both give the same warning and the CSP's frame-src lists exactly those hosts.
 */
export function iframe(props: Props): Made {
  const src = str(props, 'src');
  if (!src) return { problem: 'needs a src', hint: 'write src="https://host/page" with a host listed in allowedIframeHosts' };
  const reason = unsafeUrlReason(src, SOURCE_SCHEMES);
  if (reason) return { problem: `has a src with ${reason}`, hint: 'embed an https page from a host listed in allowedIframeHosts' };
  const properties: Record<string, string | string[]> = {
    src,
    title: str(props, 'title') ?? 'Embedded page',
    loading: 'lazy',
    sandbox: str(props, 'sandbox') ?? DEFAULT_SANDBOX,
    className: ['iframe-embed'],
  };
  for (const key of ['width', 'height', 'allow'] as const) {
    const value = str(props, key);
    if (value) properties[key] = value;
  }
  return { element: el('iframe', properties) };
}

function hostOf(href: string): string {
  if (!/^https?:/i.test(href)) return '';
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}
