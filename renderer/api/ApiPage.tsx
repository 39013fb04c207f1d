import type { PageSet } from '../pages/page-groups.ts';
import type { ApiRoute } from '../../model/routes.ts';
import type { ApiModel, ApiOperation, ApiTag } from '../../model/api.ts';
import { Markdown } from '../components/DocParts.tsx';
import { useHref, usePage } from '../context.tsx';
import { ApiNav, navTags } from './ApiNav.tsx';
import { ApiIntro, AuthenticationSection, TopicSections } from './ApiIntro.tsx';
import { OperationSection } from './OperationSection.tsx';
import { safeUrl } from './format.ts';
import { useAnchorHref } from './links.ts';
import { SchemaTree } from './SchemaTree.tsx';
import { ExampleOwnersContext, exampleOwners } from './example-owners.ts';
import { SHELL_IDS } from '../../model/reserved.ts';
import { CONSOLE_DATA_FILE } from '../../model/api-console.ts';

/**
 * The API reference page, in the three panels Redoc users know: operations navigation, the
 * explanation of each operation, and its samples. Complete without JavaScript; the client module
 * (renderer/client/api-page.ts) only adds tabs, copy buttons, fold-all and scroll-synced nav.
 */
export function ApiPage({ route }: { route: ApiRoute }) {
  const model = route.api;
  const href = useHref();
  // Where this API's anchor index is (openapi/anchor-index.ts): the spec's folder, for every page.
  const folder = route.specPath.slice(0, route.specPath.lastIndexOf('/'));
  const index = href(`${folder}/anchors.json`);
  // The console's data (openapi/console-data.ts), only for an API that has one.
  const consoleData = model.tryIt ? href(`${folder}/${CONSOLE_DATA_FILE}`) : undefined;
  return (
    <main
      id={SHELL_IDS.main}
      className="api-page"
      data-api-page=""
      data-api-index={index}
      data-api-console={consoleData}
      data-api-id={consoleData ? model.id : undefined}
      tabIndex={-1}
    >
      <ExampleOwnersContext.Provider value={exampleOwners(model)}>
        <div className="api-layout">
          <ApiNav model={model} />
          <div className="api-content">
            {model.part && model.part.kind !== 'overview' ? (
              <PartHeader route={route} model={model} />
            ) : (
              <ApiIntro route={route} model={model} />
            )}
            {!model.part || model.part.kind === 'overview' ? <AuthenticationSection schemes={model.securitySchemes} /> : null}
            {model.topics && (!model.part || model.part.kind === 'overview') ? <TopicSections topics={model.topics} /> : null}
            {model.part?.kind === 'overview' ? <OperationIndex model={model} /> : null}
            {model.tags.map((t) => (
              <TagSection key={t.anchor} tag={t} model={model} />
            ))}
            <WebhooksSection model={model} />
            <SchemasSection model={model} />
          </div>
        </div>
      </ExampleOwnersContext.Provider>
    </main>
  );
}

function TagSection({ tag, model }: { tag: ApiTag; model: ApiModel }) {
  const anchorHref = useAnchorHref();
  const byAnchor = new Map(model.operations.map((o) => [o.anchor, o]));
  const ops = tag.operations.flatMap((a) => {
    const op = byAnchor.get(a);
    return op ? [op] : [];
  });
  // An operation with several tags is described under its first one and linked from the others.
  const own = ops.filter((o) => o.tags[0] === tag.name);
  const elsewhere = ops.filter((o) => o.tags[0] !== tag.name);
  const label = tag.displayName ?? tag.name;
  return (
    <>
      <section id={idIf(model, tag.anchor)} className={tag.trait ? 'api-section api-tag api-trait' : 'api-section api-tag'}>
        <div className="api-op-main">
          <h2 className="api-tag-title">
            {label}
            <a className="hash-link" href={anchorHref(tag.anchor)} aria-label={`Direct link to ${label}`}>
              #
            </a>
          </h2>
          {tag.descriptionHtml ? <Markdown html={tag.descriptionHtml} /> : null}
          {tag.externalDocs && safeUrl(tag.externalDocs.url) ? (
            <p>
              <a href={safeUrl(tag.externalDocs.url)}>More about {label}</a>
            </p>
          ) : null}
          {elsewhere.length > 0 ? <AlsoHere ops={elsewhere} /> : null}
        </div>
      </section>
      {own.map((op) => (
        <OperationSection key={op.anchor} op={op} schemes={model.securitySchemes} tryIt={model.tryIt === true} />
      ))}
    </>
  );
}

function AlsoHere({ ops }: { ops: readonly ApiOperation[] }) {
  return (
    <>
      <p>Also in this group:</p>
      <ul className="api-also">
        {ops.map((o) => (
          <li key={o.anchor}>
            <a href={`#${o.anchor}`}>
              <span className={`http-method http-${o.method.toLowerCase()}`}>{o.method}</span> {o.summary || o.path}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function WebhooksSection({ model }: { model: ApiModel }) {
  if (model.webhooks.length === 0) return null;
  return (
    <>
      <section id="section/Webhooks" className="api-section api-tag">
        <div className="api-op-main">
          <h2 className="api-tag-title">Webhooks</h2>
          <p>Requests the API sends to a URL you register; your server receives them and answers.</p>
        </div>
      </section>
      {model.webhooks.map((w) => (
        <OperationSection key={w.anchor} op={w} schemes={model.securitySchemes} />
      ))}
    </>
  );
}

function SchemasSection({ model }: { model: ApiModel }) {
  if (model.schemas.length === 0) return null;
  return (
    <section id={idIf(model, 'section/Schemas')} className="api-section api-schemas">
      <div className="api-op-main">
        <h2 className="api-tag-title">Schemas</h2>
        {model.schemas.map((s) => (
          <section key={s.anchor} id={s.anchor} className="api-schema" data-api-section="">
            <h3 className="api-schema-title">
              {s.name}
              <a className="hash-link" href={`#${s.anchor}`} aria-label={`Direct link to ${s.name}`}>
                #
              </a>
            </h3>
            <SchemaTree node={s.schema} path={s.anchor} definition />
          </section>
        ))}
      </div>
    </section>
  );
}

/** A section id, unless this page of a split spec leaves that anchor to another page. */
function idIf(model: ApiModel, anchor: string): string | undefined {
  return !model.part || model.anchors.includes(anchor) ? anchor : undefined;
}

/** The heading of a tag or schemas page of a split spec, with the way back to the overview. */
function PartHeader({ route, model }: { route: ApiRoute; model: ApiModel }) {
  const href = useHref();
  const part = model.part;
  if (!part) return null;
  return (
    <section className="api-section api-part-head">
      <div className="api-op-main">
        <p className="api-breadcrumb">
          <a href={href(part.entry)}>{model.title}</a>
        </p>
        <h1 className="page-title api-title">{part.title}</h1>
      </div>
      <div className="api-op-samples">
        <a className="button api-download" href={href(route.specPath)} download={route.specPath.split('/').pop()}>
          Download the OpenAPI specification
        </a>
      </div>
    </section>
  );
}

/** The overview of a split spec: every tag and operation, linking to the page that has it. */
function OperationIndex({ model }: { model: ApiModel }) {
  const href = useHref();
  const { route } = usePage();
  const tags = navTags(model, route.path, href);
  return (
    <section className="api-section api-index">
      <div className="api-op-main">
        <h2 className="api-tag-title">Operations</h2>
        {[...tags.values()].map((t) => (
          <div key={t.name} className="api-index-tag">
            <h3>
              <a href={t.href}>{t.label}</a>
            </h3>
            <ul className="api-also">
              {t.ops.map((o) => (
                <li key={o.href}>
                  <a href={o.href}>
                    <span className={`http-method http-${o.method.toLowerCase()}`}>{o.method}</span> {o.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export const pages: PageSet<'api'> = { api: ApiPage };
