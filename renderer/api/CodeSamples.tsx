import type { ApiCodeSample, ApiExample, ApiMediaType, ApiOperation } from '../../model/api.ts';
import { Markdown } from '../components/DocParts.tsx';
import { safeUrl } from './format.ts';
import { useExampleOwners, type ExampleOwner } from './example-owners.ts';

export interface TabPanel {
  key: string;
  label: string;
  html: string;
  note?: string;
  link?: string;
}

/**
 * A group of labelled panels. Without JavaScript every panel shows, one after another, each with
 * its label; the client turns the group into tabs (`data-api-tabs` names the choice that is
 * remembered across operations, e.g. the code language).
 */
export function TabGroup({ title, group, panels }: { title: string; group: string; panels: readonly TabPanel[] }) {
  if (panels.length === 0) return null;
  return (
    <div className={panels.length > 1 ? 'api-tabs api-tabs-many' : 'api-tabs'} data-api-tabs={group}>
      <p className="api-samples-title">{title}</p>
      {panels.map((p) => (
        <div key={p.key} className="api-tab-panel" data-tab-key={p.key} data-tab-label={p.label}>
          <p className="api-tab-label">{p.label}</p>
          {p.note ? <Markdown html={p.note} className="markdown api-example-note" /> : null}
          {p.html ? <Markdown html={p.html} className="api-code" /> : null}
          {p.link ? (
            <p className="api-example-note">
              Example file: {safeUrl(p.link) ? <a href={safeUrl(p.link)}>{p.link}</a> : <code>{p.link}</code>}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export function CodeSamples({ samples }: { samples: readonly ApiCodeSample[] }) {
  return <TabGroup title="Request sample" group="lang" panels={samples.map((s) => ({ key: s.lang, label: s.label, html: s.html }))} />;
}

function examplePanels(status: string, media: readonly ApiMediaType[], shown: (html: string) => ExampleOwner | undefined): TabPanel[] {
  const many = media.length > 1;
  return media.flatMap((m) =>
    m.binary && m.examples.length === 0
      ? [
          {
            key: `${status}|${m.mediaType}`,
            label: labelOf(status, many ? m.mediaType : ''),
            html: '',
            note: `<p>Binary data (<code>${escape(m.mediaType)}</code>).</p>`,
          },
        ]
      : m.examples.map((e: ApiExample) => {
          const owner = shown(e.html);
          const panel: TabPanel = {
            key: `${status}|${m.mediaType}|${e.name}`,
            label: labelOf(
              status,
              many ? m.mediaType : '',
              m.examples.length > 1 ? (e.summary ?? e.name) : e.generated ? '' : (e.summary ?? ''),
            ),
            html: owner ? '' : e.html,
          };
          const same = owner ? `<p>The same example as under <a href="#${escape(owner.anchor)}">${escape(owner.title)}</a>.</p>` : '';
          if (e.descriptionHtml || same) panel.note = `${e.descriptionHtml ?? ''}${same}`;
          if (e.externalValue) panel.link = e.externalValue;
          return panel;
        }),
  );
}

function labelOf(...parts: string[]): string {
  return parts.filter((p) => p !== '').join(' · ') || 'Example';
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/** The right column of an operation: code samples, then the request body and response examples. */
export function OperationSamples({ op }: { op: ApiOperation }) {
  const owners = useExampleOwners();
  // A long example another operation of the page already shows is a link to it there.
  const shown = (html: string) => {
    const owner = owners.get(html);
    return owner && owner.anchor !== op.anchor ? owner : undefined;
  };
  const request = op.requestBody ? examplePanels('', op.requestBody.content, shown) : [];
  const responses = op.responses.flatMap((r) => examplePanels(r.status, r.content, shown));
  return (
    <>
      {op.codeSamples.length > 0 ? <CodeSamples samples={op.codeSamples} /> : null}
      <TabGroup title={op.kind === 'operation' ? 'Request body example' : 'Payload example'} group="request" panels={request} />
      <TabGroup title="Response examples" group="response" panels={responses} />
    </>
  );
}
