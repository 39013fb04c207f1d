import type { SchemaNode, SchemaProperty, SchemaVariants } from '../../model/api-schema.ts';
import { Markdown } from '../components/DocParts.tsx';
import { constraintLabels, hasChildren, hasNestedRows, jsonText, typeLabel } from './format.ts';
import { useAnchorHref } from './links.ts';

/**
 * A schema as a tree of fields. Nested levels are <details>, so they fold without JavaScript;
 * oneOf/anyOf variants are an exclusive group of <details> (opening one closes the others), which
 * the client turns into a row of switch buttons. `path` makes ids unique on the page.
 */
export function SchemaTree({ node, path, definition = false }: { node: SchemaNode; path: string; definition?: boolean }) {
  return (
    <div className="schema-tree" data-schema-tree="">
      <div className="schema-head">
        <TypeText node={node} bare={definition} />
        <Flags node={node} />
        {hasNestedRows(node) ? (
          <button type="button" className="schema-expand js-only" data-schema-expand="" hidden>
            Expand all
          </button>
        ) : null}
      </div>
      <SchemaFacts node={node} />
      <SchemaBody node={node} path={path} depth={0} />
    </div>
  );
}

/** `bare` leaves out the schema's own name, where a heading already shows it. */
function TypeText({ node, bare = false }: { node: SchemaNode; bare?: boolean }) {
  const anchorHref = useAnchorHref();
  const text = typeLabel(node);
  if (node.unresolved !== undefined) {
    return (
      <span className="schema-type schema-unresolved">
        unresolved <code>{node.unresolved}</code>
      </span>
    );
  }
  if (node.ref?.anchor) {
    return (
      <span className="schema-type">
        <a href={anchorHref(node.ref.anchor)}>{text}</a>
        {node.ref.recursive ? <span className="schema-note"> (recursive)</span> : null}
      </span>
    );
  }
  const item = node.types[0] === 'array' ? node.items?.ref : undefined;
  if (item?.anchor) {
    return (
      <span className="schema-type">
        array of <a href={anchorHref(item.anchor)}>{item.name}</a>
        {node.nullable ? ' or null' : ''}
        {item.recursive ? <span className="schema-note"> (recursive)</span> : null}
      </span>
    );
  }
  return <span className="schema-type">{node.name && !bare && node.types[0] === 'object' ? `${node.name} (object)` : text}</span>;
}

function Flags({ node, required }: { node: SchemaNode; required?: boolean }) {
  return (
    <>
      {required ? <span className="api-badge api-badge-required">required</span> : null}
      {node.readOnly ? <span className="api-badge">read-only</span> : null}
      {node.writeOnly ? <span className="api-badge">write-only</span> : null}
      {node.deprecated ? <span className="api-badge api-badge-deprecated">deprecated</span> : null}
    </>
  );
}

/** Description, constraints, enum, default and examples of one schema. */
export function SchemaFacts({ node }: { node: SchemaNode }) {
  const constraints = constraintLabels(node);
  return (
    <>
      {node.descriptionHtml ? <Markdown html={node.descriptionHtml} className="markdown schema-description" /> : null}
      {constraints.length > 0 ? (
        <p className="schema-constraints">
          {constraints.map((c) => (
            <span key={c} className="api-chip">
              {c}
            </span>
          ))}
        </p>
      ) : null}
      {node.const !== undefined ? (
        <p className="schema-fact">
          Value: <code>{jsonText(node.const)}</code>
        </p>
      ) : null}
      {node.enum ? (
        <p className="schema-fact">
          Allowed values:{' '}
          {node.enum.map((v, i) => (
            <span key={i}>
              {i > 0 ? ', ' : ''}
              <code>{jsonText(v)}</code>
            </span>
          ))}
        </p>
      ) : null}
      {node.default !== undefined ? (
        <p className="schema-fact">
          Default: <code>{jsonText(node.default)}</code>
        </p>
      ) : null}
      {node.dependentRequired?.map((d) => (
        <p key={d.property} className="schema-fact">
          When <code>{d.property}</code> is present, also required:{' '}
          {d.requires.map((r, i) => (
            <span key={r}>
              {i > 0 ? ', ' : ''}
              <code>{r}</code>
            </span>
          ))}
        </p>
      ))}
      {node.not && node.types.length > 0 ? (
        <p className="schema-fact">
          Must not be: <code>{typeLabel(node.not)}</code>
        </p>
      ) : null}
      {node.examples && node.examples.length > 0 ? (
        <p className="schema-fact">
          Example: <code>{jsonText(node.examples[0])}</code>
        </p>
      ) : null}
    </>
  );
}

function SchemaBody({ node, path, depth }: { node: SchemaNode; path: string; depth: number }) {
  if (node.ref) return null;
  if (node.types[0] === 'array' && node.items && !node.properties) {
    return hasChildren(node.items) ? <SchemaBody node={node.items} path={`${path}-items`} depth={depth} /> : null;
  }
  return (
    <>
      {node.properties && node.properties.length > 0 ? (
        <ul className="schema-props">
          {node.properties.map((p) => (
            <PropertyRow key={p.name} prop={p} path={`${path}.${p.name}`} depth={depth} />
          ))}
        </ul>
      ) : null}
      {node.patternProperties?.map((pp) => (
        <ul className="schema-props" key={pp.pattern}>
          <PropertyRow prop={{ name: `/${pp.pattern}/`, required: false, schema: pp.schema }} path={`${path}.pattern`} depth={depth} />
        </ul>
      ))}
      {typeof node.additionalProperties === 'object' ? (
        <ul className="schema-props">
          <PropertyRow
            prop={{ name: '[any key]', required: false, schema: node.additionalProperties }}
            path={`${path}.additional`}
            depth={depth}
          />
        </ul>
      ) : node.additionalProperties === true && node.properties ? (
        <p className="schema-fact">Other properties are allowed.</p>
      ) : null}
      {node.prefixItems && node.prefixItems.length > 0 ? (
        <ol className="schema-props schema-tuple">
          {node.prefixItems.map((item, i) => (
            <PropertyRow key={i} prop={{ name: `[${i}]`, required: false, schema: item }} path={`${path}.${i}`} depth={depth} />
          ))}
        </ol>
      ) : null}
      {node.variants ? <Variants variants={node.variants} path={path} depth={depth} /> : null}
      {node.conditional ? <Conditional conditional={node.conditional} path={path} depth={depth} /> : null}
    </>
  );
}

function PropertyRow({ prop, path, depth }: { prop: SchemaProperty; path: string; depth: number }) {
  const { schema } = prop;
  const nested = hasChildren(schema) && depth < 24;
  const row = (
    <span className="schema-prop-head">
      <code className="schema-prop-name">{prop.name}</code>
      <TypeText node={schema} />
      <Flags node={schema} required={prop.required} />
    </span>
  );
  return (
    <li className={schema.deprecated ? 'schema-prop deprecated' : 'schema-prop'}>
      {row}
      <SchemaFacts node={schema} />
      {nested ? (
        <details className="schema-nested">
          <summary>{nestedLabel(schema)}</summary>
          <SchemaBody node={schema} path={path} depth={depth + 1} />
        </details>
      ) : null}
    </li>
  );
}

function nestedLabel(node: SchemaNode): string {
  if (node.variants && !node.properties) return `${node.variants.options.length} variants`;
  // A tuple's places are items by position, not fields each item has.
  if (node.prefixItems && node.prefixItems.length > 0 && !node.properties) {
    const n = node.prefixItems.length;
    return `${n} item${n === 1 ? '' : 's'} by position`;
  }
  const target = node.types[0] === 'array' && node.items ? node.items : node;
  const count = target.properties?.length ?? 0;
  const name = target.name ?? target.title;
  const what = count > 0 ? `${count} field${count === 1 ? '' : 's'}` : 'fields';
  return name ? `${what} of ${name}` : node.types[0] === 'array' ? `${what} of each item` : what;
}

function Variants({ variants, path, depth }: { variants: SchemaVariants; path: string; depth: number }) {
  const group = `v${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
  const d = variants.discriminator;
  return (
    <div className="schema-variants" data-schema-variants="">
      <p className="schema-variants-title">
        {variants.kind === 'oneOf' ? 'One of' : 'Any of'}
        {d ? (
          <>
            {' '}
            (chosen by <code>{d.propertyName}</code>)
          </>
        ) : null}
        :
      </p>
      {variants.options.map((o, i) => (
        <details key={`${o.label}-${i}`} className="schema-variant" name={group} open={i === 0}>
          <summary>{o.label}</summary>
          <div className="schema-variant-body">
            {d ? (
              <p className="schema-fact">
                <code>{d.propertyName}</code> ={' '}
                <code>{JSON.stringify(d.mapping.find((m) => m.target === o.schema.pointer)?.value ?? o.label)}</code>
              </p>
            ) : null}
            <p className="schema-variant-type">
              <TypeText node={o.schema} />
            </p>
            <SchemaFacts node={o.schema} />
            <SchemaBody node={o.schema} path={`${path}~${i}`} depth={depth + 1} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** `if` / `then` / `else`, each a small tree of its own. */
function Conditional({ conditional, path, depth }: { conditional: NonNullable<SchemaNode['conditional']>; path: string; depth: number }) {
  const parts: [string, SchemaNode | undefined][] = [
    ['If the value matches', conditional.if],
    ['then it must also match', conditional.then],
    ['otherwise it must match', conditional.else],
  ];
  return (
    <div className="schema-conditional">
      {parts.map(([label, node], i) =>
        node ? (
          <div key={label} className="schema-conditional-part">
            <p className="schema-fact">
              {label}: <TypeText node={node} />
            </p>
            <SchemaFacts node={node} />
            <SchemaBody node={node} path={`${path}~if${i}`} depth={depth + 1} />
          </div>
        ) : null,
      )}
    </div>
  );
}
