import type { ApiConsoleData, ApiConsoleOperation, ApiConsoleScheme, ApiConsoleServer } from '../../../model/api-console.ts';
import type { CredentialStore } from './credentials.ts';
import { el, field, input, select } from './dom.ts';
import { paramKey, serverUrl, type ConsoleInput } from './request.ts';

/** The console's form, and how to read what the reader filled in. */
export interface ConsoleForm {
  form: HTMLFormElement;
  read(): ConsoleInput;
}

interface FormContext {
  doc: Document;
  /** Unique prefix of the ids of this console's fields. */
  id: string;
  data: ApiConsoleData;
  op: ApiConsoleOperation;
  credentials: CredentialStore;
}

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
] as const;

export function consoleForm(ctx: FormContext): ConsoleForm {
  const { doc, op } = ctx;
  const form = el(doc, 'form', { class: 'api-try-form', novalidate: '' });
  const servers = op.servers && op.servers.length > 0 ? op.servers : ctx.data.servers;
  const readServer = serverFields(ctx, form, servers);
  const readCredentials = credentialFields(ctx, form);
  const values = new Map<string, HTMLInputElement | HTMLSelectElement>();
  for (const [location, legend] of LOCATIONS) {
    const params = op.parameters.filter((p) => p.in === location);
    if (params.length === 0) continue;
    const set = el(doc, 'fieldset', { class: 'api-try-set' }, el(doc, 'legend', {}, legend));
    params.forEach((p, i) => {
      const control = p.enum ? select(doc, p.required ? p.enum : ['', ...p.enum], p.value) : input(doc, p.value);
      if (p.required) control.required = true;
      values.set(paramKey(p.in, p.name), control);
      set.append(field(doc, `${ctx.id}-${location}-${i}`, `${p.name}${p.required ? ' (required)' : ''}`, control, p.description));
    });
    form.append(set);
  }
  const cookies = op.parameters.filter((p) => p.in === 'cookie');
  if (cookies.length > 0)
    form.append(
      el(
        doc,
        'p',
        { class: 'api-try-hint' },
        `A browser does not let a page set cookies for another site, so the cookie parameters (${cookies.map((p) => p.name).join(', ')}) are not sent: use the curl command.`,
      ),
    );
  let body: HTMLTextAreaElement | undefined;
  if (op.body) {
    body = doc.createElement('textarea');
    body.value = op.body.text;
    body.rows = Math.min(16, Math.max(4, op.body.text.split('\n').length + 1));
    body.spellcheck = false;
    form.append(
      el(
        doc,
        'fieldset',
        { class: 'api-try-set' },
        el(doc, 'legend', {}, 'Request body'),
        field(doc, `${ctx.id}-body`, `Body (${op.body.mediaType})`, body),
      ),
    );
  }
  form.append(el(doc, 'div', { class: 'api-try-actions' }, el(doc, 'button', { type: 'submit', class: 'api-try-send' }, 'Send request')));
  return {
    form,
    read: () => ({
      server: readServer(),
      values: new Map([...values].map(([k, c]) => [k, c.value])),
      body: body?.value ?? '',
      credentials: readCredentials(),
    }),
  };
}

/** The server choice and its variables; with no server in the spec, an address to type. */
function serverFields({ doc, id }: FormContext, form: HTMLFormElement, servers: readonly ApiConsoleServer[]): () => string {
  const set = el(doc, 'fieldset', { class: 'api-try-set' }, el(doc, 'legend', {}, 'Server'));
  form.append(set);
  if (servers.length === 0) {
    const url = input(doc, '', 'url');
    set.append(field(doc, `${id}-server`, 'Server URL', url, 'The spec names no server: type the address of the API.'));
    return () => url.value.trim();
  }
  const choice = select(
    doc,
    servers.map((s) => s.url),
    servers[0]?.url ?? '',
  );
  if (servers.length > 1) set.append(field(doc, `${id}-server`, 'Server', choice));
  else set.append(el(doc, 'p', { class: 'api-try-server' }, el(doc, 'code', {}, servers[0]?.url ?? '')));
  const vars = el(doc, 'div', { class: 'api-try-vars' });
  set.append(vars);
  const controls = new Map<string, HTMLInputElement | HTMLSelectElement>();
  const current = () => servers.find((s) => s.url === choice.value) ?? servers[0];
  const draw = () => {
    controls.clear();
    vars.replaceChildren();
    current()?.variables.forEach((v, i) => {
      const control = v.enum && v.enum.length > 0 ? select(doc, v.enum, v.default) : input(doc, v.default);
      controls.set(v.name, control);
      vars.append(field(doc, `${id}-var-${i}`, `Server variable ${v.name}`, control));
    });
  };
  choice.addEventListener('change', draw);
  draw();
  return () => {
    const server = current();
    return server ? serverUrl(server, new Map([...controls].map(([k, c]) => [k, c.value]))) : '';
  };
}

/** A field per credential the operation's security asks for, kept in sessionStorage as typed. */
function credentialFields({ doc, id, data, op, credentials }: FormContext, form: HTMLFormElement): () => Record<string, string> {
  const keys = [...new Set(op.security.flat())];
  const schemes = keys.map((k) => data.schemes.find((s) => s.key === k)).filter((s): s is ApiConsoleScheme => s !== undefined);
  const stored = credentials.all();
  const readers: (() => [string, string])[] = [];
  if (schemes.length === 0) return () => ({});
  const set = el(doc, 'fieldset', { class: 'api-try-set' }, el(doc, 'legend', {}, 'Authentication'));
  const keep = (control: HTMLInputElement, name: string) => {
    control.value = stored[name] ?? '';
    control.addEventListener('input', () => credentials.set(name, control.value));
  };
  schemes.forEach((s, i) => {
    const fid = `${id}-auth-${i}`;
    if (s.kind === 'unsupported' || s.kind === 'cookie') {
      set.append(
        el(
          doc,
          'p',
          { class: 'api-try-hint' },
          `${s.label}: ${s.kind === 'cookie' ? 'a page cannot set cookies for another site; use the curl command' : 'not supported by the console'}.`,
        ),
      );
      return;
    }
    if (s.kind === 'basic') {
      const user = input(doc, '');
      const pass = input(doc, '', 'password');
      keep(user, `${s.key}:user`);
      keep(pass, `${s.key}:password`);
      set.append(field(doc, `${fid}-user`, `${s.label}: user name`, user), field(doc, `${fid}-password`, `${s.label}: password`, pass));
      readers.push(() => [s.key, user.value || pass.value ? `${user.value}:${pass.value}` : '']);
      return;
    }
    const secret = input(doc, '', 'password');
    keep(secret, s.key);
    set.append(field(doc, fid, s.label, secret));
    readers.push(() => [s.key, secret.value]);
  });
  set.append(el(doc, 'p', { class: 'api-try-hint' }, 'Kept in this tab only (sessionStorage), until it is closed.'));
  form.append(set);
  return () => Object.fromEntries(readers.map((r) => r()));
}
