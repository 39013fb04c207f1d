import type {
  ApiEncoding,
  ApiLink,
  ApiMediaType,
  ApiOperation,
  ApiResponse,
  ApiSecurityRequirement,
  ApiSecurityScheme,
} from '../../model/api.ts';
import { Markdown } from '../components/DocParts.tsx';
import { OperationSamples } from './CodeSamples.tsx';
import { safeUrl } from './format.ts';
import { useAnchorHref } from './links.ts';
import { HeadersTable, ParametersTable } from './ParametersTable.tsx';
import { SchemaTree } from './SchemaTree.tsx';

export interface OperationProps {
  op: ApiOperation;
  schemes: readonly ApiSecurityScheme[];
  /** Heading level of the operation title: 3 under a tag, 4 for callbacks inside an operation. */
  level?: 3 | 4;
  /** The API has a "Try it" console: the operation offers to open it. */
  tryIt?: boolean;
}

/** One operation: the middle column explains it, the right column shows samples and examples. */
export function OperationSection({ op, schemes, level = 3, tryIt = false }: OperationProps) {
  const Title = level === 3 ? 'h3' : 'h4';
  const title = op.kind === 'webhook' ? `Webhook: ${op.summary || op.path}` : op.summary || `${op.method} ${op.path}`;
  return (
    <section id={op.anchor} className={`api-operation${op.deprecated ? ' deprecated' : ''}`} data-api-section="">
      <div className="api-op-main">
        <Title className="api-op-title">
          {title}
          {op.deprecated ? <span className="api-badge api-badge-deprecated">deprecated</span> : null}
          <a className="hash-link" href={`#${op.anchor}`} aria-label={`Direct link to ${title}`}>
            #
          </a>
        </Title>
        <p className="api-endpoint">
          <span className={`http-method http-${op.method.toLowerCase()}`}>{op.method}</span>
          <code className="api-path">{op.path}</code>
        </p>
        {op.operationId ? (
          <p className="api-operation-id">
            Operation ID: <code>{op.operationId}</code>
          </p>
        ) : null}
        {op.descriptionHtml ? <Markdown html={op.descriptionHtml} /> : null}
        {op.externalDocs && safeUrl(op.externalDocs.url) ? (
          <p className="api-external-docs">
            <a href={safeUrl(op.externalDocs.url)}>More documentation</a>
          </p>
        ) : null}
        {op.servers ? (
          <p className="schema-fact">
            Server: <code>{op.servers.map((s) => s.url).join(', ')}</code>
          </p>
        ) : null}
        {op.kind !== 'callback' && op.kind !== 'webhook' ? <SecurityLine requirements={op.security} schemes={schemes} /> : null}
        <ParametersTable groups={op.parameters} path={op.anchor} />
        {op.requestBody ? (
          <div className="api-body">
            <h4 className="api-subheading">
              {op.kind === 'operation' ? 'Request body' : 'Payload'}
              {op.requestBody.required ? <span className="api-badge api-badge-required">required</span> : null}
            </h4>
            {op.requestBody.descriptionHtml ? <Markdown html={op.requestBody.descriptionHtml} /> : null}
            <MediaSchemas content={op.requestBody.content} path={`${op.anchor}-body`} />
          </div>
        ) : null}
        {op.responses.length > 0 ? (
          <div className="api-responses">
            <h4 className="api-subheading">Responses</h4>
            {op.responses.map((r) => (
              <ResponseBlock key={r.status} response={r} />
            ))}
          </div>
        ) : null}
        {op.callbacks.map((cb) => (
          <div key={cb.name} className="api-callbacks">
            <h4 className="api-subheading">
              Callback <code className="api-callback-name">{cb.name}</code>
            </h4>
            {cb.operations.map((c) => (
              <details key={c.anchor} className="api-callback">
                <summary>
                  <span className={`http-method http-${c.method.toLowerCase()}`}>{c.method}</span>{' '}
                  <code className="api-path">{c.path}</code>
                </summary>
                <OperationSection op={c} schemes={schemes} level={4} />
              </details>
            ))}
          </div>
        ))}
      </div>
      <aside className="api-op-samples" aria-label={`Samples: ${title}`}>
        {tryIt && op.kind === 'operation' ? (
          // Shown by the client (renderer/client/api-page.ts): without JavaScript it could do nothing.
          <button
            type="button"
            className="api-try-open"
            data-try-it={op.anchor}
            aria-label={`Try it: ${title}`}
            aria-expanded="false"
            hidden
          >
            Try it
          </button>
        ) : null}
        <OperationSamples op={op} />
      </aside>
    </section>
  );
}

function MediaSchemas({ content, path }: { content: readonly ApiMediaType[]; path: string }) {
  return (
    <>
      {content.map((m) => (
        <div key={m.mediaType} className="api-media">
          <p className="api-media-type">
            Content type: <code>{m.mediaType}</code>
            {m.binary ? <span className="api-badge">binary</span> : null}
          </p>
          {m.schema ? <SchemaTree node={m.schema} path={`${path}-${m.mediaType}`} /> : null}
          {m.encoding ? <EncodingList encoding={m.encoding} /> : null}
        </div>
      ))}
    </>
  );
}

function statusClass(status: string): string {
  const c = status.charAt(0);
  return c === '2' || c === '3' || c === '4' || c === '5' ? `status-${c}xx` : 'status-default';
}

function ResponseBlock({ response }: { response: ApiResponse }) {
  const open = /^2/.test(response.status);
  const { first, rest } = splitFirstParagraph(response.descriptionHtml);
  const hasDetails =
    response.content.some((c) => c.schema) || response.headers.length > 0 || rest !== '' || (response.links?.length ?? 0) > 0;
  const summary = (
    <>
      <span className={`api-status ${statusClass(response.status)}`}>{response.status}</span>
      <span className="api-response-description" dangerouslySetInnerHTML={{ __html: first }} />
    </>
  );
  if (!hasDetails) {
    return (
      <div id={response.anchor} className="api-response api-response-plain">
        {summary}
      </div>
    );
  }
  return (
    <details id={response.anchor} className="api-response" open={open}>
      <summary>{summary}</summary>
      <div className="api-response-body">
        {rest ? <Markdown html={rest} /> : null}
        {response.headers.length > 0 ? <HeadersTable headers={response.headers} /> : null}
        <MediaSchemas content={response.content} path={response.anchor} />
        {response.links ? <LinksList links={response.links} /> : null}
      </div>
    </details>
  );
}

/**
 * A <summary> may hold only phrasing content, so the first paragraph of a description goes in it
 * without its <p>, and the rest of the description goes in the body.
 */
export function splitFirstParagraph(html: string): { first: string; rest: string } {
  const m = /^\s*<p>([\s\S]*?)<\/p>/.exec(html);
  if (!m) return { first: '', rest: html };
  return { first: m[1] ?? '', rest: html.slice(m[0].length).trim() };
}

/** Who may call the operation, in words, with links to the Authentication section. */
export function SecurityLine({
  requirements,
  schemes,
}: {
  requirements: readonly ApiSecurityRequirement[];
  schemes: readonly ApiSecurityScheme[];
}) {
  const anchorHref = useAnchorHref();
  const byKey = new Map(schemes.map((s) => [s.key, s]));
  if (requirements.length === 0 || requirements.every((r) => r.schemes.length === 0)) {
    return <p className="api-security">Authorization: none</p>;
  }
  return (
    <p className="api-security">
      Authorization:{' '}
      {requirements.map((req, i) => (
        <span key={i}>
          {i > 0 ? ' or ' : ''}
          {req.schemes.length === 0
            ? 'none'
            : req.schemes.map((s, j) => {
                const scheme = byKey.get(s.key);
                return (
                  <span key={s.key}>
                    {j > 0 ? ' and ' : ''}
                    {scheme ? <a href={anchorHref(scheme.anchor)}>{schemeSummary(scheme)}</a> : s.key}
                    {s.scopes.length > 0 ? ` (scopes: ${s.scopes.join(', ')})` : ''}
                  </span>
                );
              })}
        </span>
      ))}
    </p>
  );
}

export function schemeSummary(s: ApiSecurityScheme): string {
  if (s.type === 'apiKey') return `API key in ${s.in ?? 'header'} "${s.name ?? s.key}"`;
  if (s.type === 'http') return `HTTP ${s.scheme ?? ''} authentication`.replace('  ', ' ');
  if (s.type === 'oauth2') return `OAuth 2.0 (${s.key})`;
  if (s.type === 'openIdConnect') return `OpenID Connect (${s.key})`;
  if (s.type === 'mutualTLS') return 'Mutual TLS';
  return s.key;
}

/** How each field of a multipart or form body is sent. */
function EncodingList({ encoding }: { encoding: readonly ApiEncoding[] }) {
  return (
    <div className="api-encoding">
      <p className="schema-fact">Encoding of the fields:</p>
      <ul className="api-also">
        {encoding.map((e) => (
          <li key={e.name}>
            <code>{e.name}</code>
            {e.contentType ? (
              <>
                {' '}
                sent as <code>{e.contentType}</code>
              </>
            ) : null}
            {e.style ? (
              <>
                , style <code>{e.style}</code>
              </>
            ) : null}
            {e.explode !== undefined ? (
              <>
                , explode <code>{String(e.explode)}</code>
              </>
            ) : null}
            {e.headers.length > 0 ? (
              <>
                , with headers{' '}
                {e.headers.map((h, i) => (
                  <span key={h.name}>
                    {i > 0 ? ', ' : ''}
                    <code>{h.name}</code>
                  </span>
                ))}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Response `links`: the operations a value of this response can be passed to. */
function LinksList({ links }: { links: readonly ApiLink[] }) {
  const anchorHref = useAnchorHref();
  return (
    <div className="api-links">
      <p className="schema-fact">Links:</p>
      <ul className="api-also">
        {links.map((l) => (
          <li key={l.name}>
            <code>{l.name}</code>: {l.anchor ? <a href={anchorHref(l.anchor)}>{l.target}</a> : <code>{l.target}</code>}
            {l.parameters.length > 0 ? (
              <>
                {' '}
                with{' '}
                {l.parameters.map((p, i) => (
                  <span key={p.name}>
                    {i > 0 ? ', ' : ''}
                    <code>{p.name}</code> = <code>{p.expression}</code>
                  </span>
                ))}
              </>
            ) : null}
            {l.requestBody ? (
              <>
                , body <code>{l.requestBody}</code>
              </>
            ) : null}
            {l.descriptionHtml ? <Markdown html={l.descriptionHtml} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
