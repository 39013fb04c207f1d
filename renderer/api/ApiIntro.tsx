import type { JSX } from 'react';
import type { ApiRoute } from '../../model/routes.ts';
import type { ApiModel, ApiSecurityScheme } from '../../model/api.ts';
import { Markdown } from '../components/DocParts.tsx';
import { useHref } from '../context.tsx';
import { safeUrl } from './format.ts';
import { schemeSummary } from './OperationSection.tsx';

/** Title, version, description and servers of the API, with the spec download. */
export function ApiIntro({ route, model }: { route: ApiRoute; model: ApiModel }) {
  const href = useHref();
  const fileName = route.specPath.split('/').pop() ?? 'openapi.yaml';
  return (
    <section id="section/Overview" className="api-section api-intro">
      <div className="api-op-main">
        {model.logo && safeUrl(model.logo.url) ? <ApiLogo logo={model.logo} /> : null}
        <h1 className="page-title api-title">{route.title}</h1>
        <p className="api-meta">
          {model.version ? <span className="api-badge api-badge-version">Version {model.version}</span> : null}
          {model.openapi ? <span className="api-badge">{model.openapi === '2.0' ? 'Swagger 2.0' : `OpenAPI ${model.openapi}`}</span> : null}
        </p>
        {model.descriptionHtml ? <Markdown html={model.descriptionHtml} /> : null}
        <ContactLine model={model} />
      </div>
      <aside className="api-op-samples" aria-label="API details">
        <p>
          <a className="button api-download" href={href(route.specPath)} download={fileName}>
            Download the OpenAPI specification
          </a>
        </p>
        {model.servers.length > 0 ? (
          <div className="api-servers">
            <p className="api-samples-title">{model.servers.length === 1 ? 'Server' : 'Servers'}</p>
            <ul>
              {model.servers.map((s) => (
                <li key={s.url}>
                  <code className="api-server-url">{s.url}</code>
                  {s.descriptionHtml ? <Markdown html={s.descriptionHtml} className="markdown api-cell-markdown" /> : null}
                  {s.variables.length > 0 ? (
                    <ul className="api-server-vars">
                      {s.variables.map((v) => (
                        <li key={v.name}>
                          <code>{`{${v.name}}`}</code> default <code>{v.default}</code>
                          {v.enum ? ` (one of ${v.enum.join(', ')})` : ''}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </aside>
    </section>
  );
}

function ApiLogo({ logo }: { logo: NonNullable<ApiModel['logo']> }) {
  const img = (
    <img
      className="api-logo"
      src={safeUrl(logo.url)}
      alt={logo.alt}
      style={logo.backgroundColor ? { backgroundColor: logo.backgroundColor } : undefined}
    />
  );
  return <p className="api-logo-wrap">{safeUrl(logo.href) ? <a href={safeUrl(logo.href)}>{img}</a> : img}</p>;
}

/** Bump's `x-topics`: prose sections before the operations, each in the navigation. */
export function TopicSections({ topics }: { topics: NonNullable<ApiModel['topics']> }) {
  return (
    <>
      {topics.map((t) => (
        <section key={t.anchor} id={t.anchor} className="api-section api-topic" data-api-section="">
          <div className="api-op-main">
            <h2 className="api-tag-title">
              {t.title}
              <a className="hash-link" href={`#${t.anchor}`} aria-label={`Direct link to ${t.title}`}>
                #
              </a>
            </h2>
            <Markdown html={t.html} />
          </div>
        </section>
      ))}
    </>
  );
}

function ContactLine({ model }: { model: ApiModel }) {
  const parts: JSX.Element[] = [];
  const c = model.contact;
  if (c?.name || c?.email || c?.url) {
    parts.push(
      <span key="contact">
        Contact: {safeUrl(c.url) ? <a href={safeUrl(c.url)}>{c.name ?? c.url}</a> : (c.name ?? c.url)}
        {c.email ? (
          <>
            {' '}
            <a href={`mailto:${encodeURIComponent(c.email).replace('%40', '@')}`}>{c.email}</a>
          </>
        ) : null}
      </span>,
    );
  }
  if (model.license)
    parts.push(
      <span key="license">
        License: {safeUrl(model.license.url) ? <a href={safeUrl(model.license.url)}>{model.license.name}</a> : model.license.name}
      </span>,
    );
  if (safeUrl(model.termsOfService))
    parts.push(
      <a key="tos" href={safeUrl(model.termsOfService)}>
        Terms of service
      </a>,
    );
  if (model.externalDocs && safeUrl(model.externalDocs.url))
    parts.push(
      <a key="docs" href={safeUrl(model.externalDocs.url)}>
        External documentation
      </a>,
    );
  if (parts.length === 0) return null;
  return <p className="api-contact">{parts.map((p, i) => (i > 0 ? [' · ', p] : p))}</p>;
}

/** The security schemes: how to authenticate, with an anchor per scheme. */
export function AuthenticationSection({ schemes }: { schemes: readonly ApiSecurityScheme[] }) {
  if (schemes.length === 0) return null;
  return (
    <section id="section/Authentication" className="api-section api-auth">
      <div className="api-op-main">
        <h2 className="api-tag-title">Authentication</h2>
        {schemes.map((s) => (
          <div key={s.key} id={s.anchor} className="api-scheme">
            <h3 className="api-scheme-title">
              {s.key} <span className="api-scheme-kind">{schemeSummary(s)}</span>
            </h3>
            {s.descriptionHtml ? <Markdown html={s.descriptionHtml} /> : null}
            <table className="api-table api-scheme-table">
              <tbody>
                <tr>
                  <th scope="row">Type</th>
                  <td>{s.type === 'apiKey' ? 'API key' : s.type}</td>
                </tr>
                {s.in ? (
                  <tr>
                    <th scope="row">{s.in === 'header' ? 'Header name' : s.in === 'query' ? 'Query parameter name' : 'Cookie name'}</th>
                    <td>
                      <code>{s.name}</code>
                    </td>
                  </tr>
                ) : null}
                {s.scheme ? (
                  <tr>
                    <th scope="row">HTTP scheme</th>
                    <td>
                      <code>{s.scheme}</code>
                      {s.bearerFormat ? ` (${s.bearerFormat})` : ''}
                    </td>
                  </tr>
                ) : null}
                {s.openIdConnectUrl ? (
                  <tr>
                    <th scope="row">OpenID Connect URL</th>
                    <td>
                      {safeUrl(s.openIdConnectUrl) ? <a href={safeUrl(s.openIdConnectUrl)}>{s.openIdConnectUrl}</a> : s.openIdConnectUrl}
                    </td>
                  </tr>
                ) : null}
                {s.flows.map((f) => (
                  <tr key={f.kind}>
                    <th scope="row">Flow {f.kind}</th>
                    <td>
                      {f.authorizationUrl ? (
                        <div>
                          Authorization URL: <code>{f.authorizationUrl}</code>
                        </div>
                      ) : null}
                      {f.tokenUrl ? (
                        <div>
                          Token URL: <code>{f.tokenUrl}</code>
                        </div>
                      ) : null}
                      {f.refreshUrl ? (
                        <div>
                          Refresh URL: <code>{f.refreshUrl}</code>
                        </div>
                      ) : null}
                      {f.scopes.length > 0 ? (
                        <ul className="api-scopes">
                          {f.scopes.map((sc) => (
                            <li key={sc.name}>
                              <code>{sc.name}</code>: {sc.description}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
