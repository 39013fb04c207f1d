import type { HomeRoute } from '../../model/routes.ts';
import { useHref } from '../context.tsx';

export interface HomeHeroProps {
  hero: HomeRoute['hero'];
}

/** The home page's banner: title, tagline and its buttons (the first one primary). */
export default function HomeHero({ hero }: HomeHeroProps) {
  const href = useHref();
  return (
    <section className="hero">
      <div className="hero-inner">
        <h1 className="hero-title">{hero.title}</h1>
        {hero.tagline ? <p className="hero-tagline">{hero.tagline}</p> : null}
        {hero.actions.length > 0 ? (
          <div className="hero-actions">
            {hero.actions.map((a, i) => (
              <a
                key={`${a.path}-${i}`}
                className={i === 0 ? 'button button-primary' : 'button button-secondary'}
                href={/^[a-z][a-z0-9+.-]*:/i.test(a.path) ? a.path : href(a.path)}
              >
                {a.text}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
