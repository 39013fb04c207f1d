import type { JsonValue } from '../model/api-schema.ts';
import { deref, type Located, type SpecDocuments } from './documents.ts';
import { mergeAllOf, propertiesOf } from './merge.ts';
import { childPointer, isObject } from './pointer.ts';

interface XmlHints {
  name?: string;
  attribute?: boolean;
  wrapped?: boolean;
  prefix?: string;
  namespace?: string;
}

/** A schema with `$ref`s followed and allOf merged, and its `xml` object. */
function resolve(
  docs: SpecDocuments,
  located: Located | undefined,
  depth: number,
): { schema: Record<string, unknown>; pointer: string; xml: XmlHints } {
  const target = located && depth < 24 ? deref(docs, located) : undefined;
  if (!target || !isObject(target.value)) return { schema: {}, pointer: located?.pointer ?? '#', xml: {} };
  const schema = target.value.allOf !== undefined ? mergeAllOf(docs, target, []).schema : target.value;
  return { schema, pointer: target.pointer, xml: isObject(schema.xml) ? (schema.xml as XmlHints) : {} };
}

/**
 * An example value written as the XML the schema describes, honouring each `xml` object: `name`
 * renames an element, `attribute` makes a property an attribute of its parent, `wrapped` puts an
 * array's items inside an element named for the array, `prefix` and `namespace` qualify names.
 * The root is named by its `xml.name`, else by the schema's name, as OpenAPI says.
 */
export function xmlSample(docs: SpecDocuments, schema: Located | undefined, value: JsonValue, rootName: string): string {
  const root = resolve(docs, schema, 0);
  const name = qualified(root.xml, root.xml.name ?? rootName);
  const ns = root.xml.namespace ? ` xmlns${root.xml.prefix ? `:${root.xml.prefix}` : ''}="${escape(root.xml.namespace)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(docs, name, root, value, '', ns, 0)}`;
}

function qualified(xml: XmlHints, name: string): string {
  return xml.prefix ? `${xml.prefix}:${name}` : name;
}

function element(
  docs: SpecDocuments,
  name: string,
  node: ReturnType<typeof resolve>,
  value: JsonValue,
  indent: string,
  extra: string,
  depth: number,
): string {
  if (value === null || typeof value !== 'object') return `${indent}<${name}${extra}>${escape(String(value ?? ''))}</${name}>`;
  if (Array.isArray(value)) return arrayElements(docs, name, node, value, indent, depth);
  const attrs: string[] = [];
  const children: string[] = [];
  const props = propertiesOf(docs, node.schema, node.pointer);
  for (const [key, v] of Object.entries(value)) {
    const propLocated = props?.map[key] !== undefined ? { value: props.map[key], pointer: childPointer(props.base, key) } : undefined;
    const prop = resolve(docs, propLocated, depth + 1);
    const propName = qualified(prop.xml, prop.xml.name ?? key);
    if (prop.xml.attribute && (v === null || typeof v !== 'object')) attrs.push(` ${propName}="${escape(String(v ?? ''))}"`);
    else if (Array.isArray(v)) children.push(arrayElements(docs, propName, prop, v, `${indent}  `, depth + 1));
    else children.push(element(docs, propName, prop, v, `${indent}  `, '', depth + 1));
  }
  const open = `${indent}<${name}${extra}${attrs.join('')}`;
  return children.length === 0 ? `${open}/>` : `${open}>\n${children.join('\n')}\n${indent}</${name}>`;
}

/** Items repeat under the item's name (or the array's); `wrapped` puts them inside the array's element. */
function arrayElements(
  docs: SpecDocuments,
  name: string,
  node: ReturnType<typeof resolve>,
  list: readonly JsonValue[],
  indent: string,
  depth: number,
): string {
  const items = resolve(
    docs,
    isObject(node.schema.items) ? { value: node.schema.items, pointer: childPointer(node.pointer, 'items') } : undefined,
    depth + 1,
  );
  const itemName = qualified(items.xml, items.xml.name ?? name);
  if (!node.xml.wrapped) return list.map((v) => element(docs, itemName, items, v, indent, '', depth + 1)).join('\n');
  const inner = list.map((v) => element(docs, itemName, items, v, `${indent}  `, '', depth + 1));
  return inner.length === 0 ? `${indent}<${name}/>` : `${indent}<${name}>\n${inner.join('\n')}\n${indent}</${name}>`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
