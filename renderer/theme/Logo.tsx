import type { CSSProperties } from 'react';
import { usePage, useHref } from '../context.tsx';

/**
 * The site's logo from `navbar.logo`: one image, or a light and a dark one that the theme's CSS
 * shows by colour mode. Sized by the config or the image file (the graph stage reads it), so the
 * title beside it does not move while the image loads.
 */
export default function Logo() {
  const { site } = usePage();
  const href = useHref();
  const logo = site.navbar.logo;
  if (!logo) return null;
  // Numbers are attributes (the browser reserves the box from them); CSS lengths are styles.
  const attrs = {
    ...(typeof logo.width === 'number' ? { width: logo.width } : {}),
    ...(typeof logo.height === 'number' ? { height: logo.height } : {}),
  };
  const style: CSSProperties = {
    ...(typeof logo.width === 'string' ? { width: logo.width } : {}),
    ...(typeof logo.height === 'string' ? { height: logo.height } : {}),
  };
  const img = (src: string, className: string) => (
    <img className={className} src={href(src)} alt={logo.alt} {...attrs} style={Object.keys(style).length > 0 ? style : undefined} />
  );
  return logo.srcDark ? (
    <>
      {img(logo.src, 'navbar-logo logo-light')}
      {img(logo.srcDark, 'navbar-logo logo-dark')}
    </>
  ) : (
    img(logo.src, 'navbar-logo')
  );
}
