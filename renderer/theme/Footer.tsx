import { usePage, useHref } from '../context.tsx';
import { ExternalIcon } from '../components/icons.tsx';
import { safeUrl } from '../../model/url-policy.ts';

/** The footer: link columns and the copyright line; `footer.style: dark` gives it dark colours in both modes. */
export default function Footer() {
  const { site } = usePage();
  const href = useHref();
  const { footer } = site;
  return (
    <footer className={footer.style === 'dark' ? 'footer footer-dark' : 'footer'}>
      {footer.links.length > 0 ? (
        <div className="footer-inner">
          {footer.links.map((group, i) => (
            <div className="footer-group" key={i}>
              {group.title ? <p className="footer-title">{group.title}</p> : null}
              <ul>
                {group.items.map((item, j) => (
                  <li key={j}>
                    {item.external ? (
                      <a href={safeUrl(item.href)} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <ExternalIcon />
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <a href={href(item.href)}>{item.label}</a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {/* HTML, as Docusaurus allows: sanitised by the config stage (core/config/url-checks.ts). */}
      {footer.copyright ? <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
    </footer>
  );
}
