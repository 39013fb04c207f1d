/** Builds an element whose text is set as text: nothing the spec or a server sends becomes HTML. */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A labelled field: `<label for>` and its control, in one row. */
export function field(
  doc: Document,
  id: string,
  label: string,
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  hint = '',
): HTMLElement {
  control.id = id;
  const row = el(doc, 'div', { class: 'api-try-field' }, el(doc, 'label', { for: id }, label), control);
  if (hint) {
    const hintId = `${id}-hint`;
    row.append(el(doc, 'p', { class: 'api-try-hint', id: hintId }, hint));
    control.setAttribute('aria-describedby', hintId);
  }
  return row;
}

export function input(doc: Document, value: string, type = 'text'): HTMLInputElement {
  const node = doc.createElement('input');
  node.type = type;
  node.value = value;
  node.spellcheck = false;
  node.autocomplete = 'off';
  return node;
}

export function select(doc: Document, values: readonly string[], selected: string): HTMLSelectElement {
  const node = doc.createElement('select');
  for (const v of values) node.append(el(doc, 'option', { value: v }, v));
  node.value = values.includes(selected) ? selected : (values[0] ?? '');
  return node;
}
