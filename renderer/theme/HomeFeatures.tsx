import type { HomeRoute } from '../../model/routes.ts';
import { useHref } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';

export interface HomeFeaturesProps {
  features: HomeRoute['features'];
}

/** The home page's grid of feature cards, each a link when it has one. */
export default function HomeFeatures({ features }: HomeFeaturesProps) {
  const href = useHref();
  const t = useT();
  if (features.length === 0) return null;
  return (
    <section className="features" aria-label={t('portal.home.featuresLabel', 'Product areas')}>
      <ul className="card-grid">
        {features.map((f, i) => (
          <li key={`${f.title}-${i}`}>
            {f.path ? (
              <a className="card feature-card" href={href(f.path)}>
                <span className="card-title">{f.title}</span>
                <span className="card-description">{f.details}</span>
              </a>
            ) : (
              <div className="card feature-card">
                <span className="card-title">{f.title}</span>
                <span className="card-description">{f.details}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
