import type { ApiHeader, ApiParameter, ApiParameterGroup } from '../../model/api.ts';
import { Markdown } from '../components/DocParts.tsx';
import { constraintLabels, jsonText, typeLabel } from './format.ts';
import { SchemaTree } from './SchemaTree.tsx';

const TITLES: Record<string, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/**
 * The operation's parameters, one table per location. Each row has the name (and whether it is
 * required), where it goes, its type, constraints, default and description; on narrow screens the
 * rows become cards (theme/api.css) so nothing scrolls sideways.
 */
export function ParametersTable({ groups, path }: { groups: readonly ApiParameterGroup[]; path: string }) {
  if (groups.length === 0) return null;
  return (
    <div className="api-params">
      {groups.map((g) => (
        <div key={g.in} className="api-params-group">
          <h4 className="api-subheading">{TITLES[g.in]}</h4>
          <table className="api-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {g.parameters.map((p) => (
                <ParameterRow key={p.name} param={p} path={`${path}-${g.in}-${p.name}`} />
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

function ParameterRow({ param, path }: { param: ApiParameter; path: string }) {
  const s = param.schema;
  const constraints = s ? constraintLabels(s) : [];
  const nested = s && !s.ref && ((s.properties?.length ?? 0) > 0 || s.variants !== undefined);
  return (
    <tr className={param.deprecated ? 'deprecated' : undefined}>
      <td data-label="Name">
        <code className="api-param-name">{param.name}</code>
        {param.required ? <span className="api-badge api-badge-required">required</span> : <span className="api-optional">optional</span>}
        {param.deprecated ? <span className="api-badge api-badge-deprecated">deprecated</span> : null}
      </td>
      <td data-label="In">{param.in}</td>
      <td data-label="Type">
        <span className="schema-type">{s ? typeLabel(s) : 'string'}</span>
        {constraints.length > 0 ? (
          <span className="api-constraints">
            {constraints.map((c) => (
              <span key={c} className="api-chip">
                {c}
              </span>
            ))}
          </span>
        ) : null}
        {s?.default !== undefined ? (
          <span className="api-default">
            Default: <code>{jsonText(s.default)}</code>
          </span>
        ) : null}
      </td>
      <td data-label="Description">
        {param.descriptionHtml ? <Markdown html={param.descriptionHtml} className="markdown api-cell-markdown" /> : null}
        {s?.enum ? (
          <p className="schema-fact">Allowed values: {s.enum.map((v) => jsonText(v)).join(', ')}</p>
        ) : s?.items?.enum ? (
          <p className="schema-fact">Allowed values: {s.items.enum.map((v) => jsonText(v)).join(', ')}</p>
        ) : null}
        {param.example !== undefined ? (
          <p className="schema-fact">
            Example: <code>{param.example}</code>
          </p>
        ) : null}
        {nested && s ? (
          <details className="schema-nested">
            <summary>Schema</summary>
            <SchemaTree node={s} path={path} />
          </details>
        ) : null}
      </td>
    </tr>
  );
}

/** Response headers: the same table without the location column. */
export function HeadersTable({ headers }: { headers: readonly ApiHeader[] }) {
  if (headers.length === 0) return null;
  return (
    <table className="api-table api-headers">
      <thead>
        <tr>
          <th scope="col">Header</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {headers.map((h) => (
          <tr key={h.name}>
            <td data-label="Header">
              <code className="api-param-name">{h.name}</code>
              {h.required ? <span className="api-badge api-badge-required">required</span> : null}
            </td>
            <td data-label="Type">
              <span className="schema-type">{h.schema ? typeLabel(h.schema) : 'string'}</span>
              {h.schema && constraintLabels(h.schema).length > 0 ? (
                <span className="api-constraints">
                  {constraintLabels(h.schema).map((c) => (
                    <span key={c} className="api-chip">
                      {c}
                    </span>
                  ))}
                </span>
              ) : null}
            </td>
            <td data-label="Description">
              {h.descriptionHtml ? <Markdown html={h.descriptionHtml} className="markdown api-cell-markdown" /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
