import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, runPortal } from '../helpers.ts';

export const NGINX = '/usr/sbin/nginx';
export const MIME_TYPES = '/etc/nginx/mime.types';
export const TEMPLATE = path.join(ROOT, 'templates/nginx/developer-portal.conf');
const INSTALL = 'Install it with: apt-get install -y nginx (as root; .ci/run does this in CI).';

export interface DeployedPortal {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** The build, served at its base path (/developer-portal/ for the portal's own content). */
  out: string;
  /** nginx's error log so far (for failure messages). */
  errors(): Promise<string>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The portal's own content built into `<tmp>/www/developer-portal` and served by the system nginx
 * with templates/nginx/developer-portal.conf, changed only where a deployment changes it (the
 * listen address and the root). nginx runs in the foreground with every path it writes under the
 * temporary folder, so it works as root and as any other user.
 */
export function deployPortal(): Promise<DeployedPortal> {
  return deploySite({ site: 'content', base: '/developer-portal/' });
}

/**
 * The template at another base path, changed as the deployment guide says: every `/developer-portal`
 * becomes the base path without its last slash; at the root, the redirect of the bare path goes.
 */
export function templateAt(template: string, base: string): string {
  const prefix = base.replace(/\/$/, '');
  const text = prefix === '' ? template.replace(/^\s*location = \/developer-portal \{[^}]*\}\n\n?/m, '') : template;
  return text.replaceAll('/developer-portal', prefix);
}

/** A site folder (`site`, run from `cwd`) built for `base` into `<tmp>/www<base>` and served by nginx with the template at that base. */
export async function deploySite({ site: siteArg, base, cwd }: { site: string; base: string; cwd?: string }): Promise<DeployedPortal> {
  if (!existsSync(NGINX) || !existsSync(MIME_TYPES))
    throw new Error(`The deploy tests need nginx at ${NGINX} (and ${MIME_TYPES}). ${INSTALL}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-nginx-'));
  const www = path.join(dir, 'www');
  const out = path.join(www, base);
  const built = await runPortal(['build', siteArg, '--out', out], cwd ? { cwd } : {});
  if (built.code !== 0) throw new Error(`portal build failed:\n${built.stderr}`);

  const port = await freePort();
  const conf = path.join(dir, 'nginx');
  await mkdir(path.join(conf, 'temp'), { recursive: true });
  const template = templateAt(await readFile(TEMPLATE, 'utf8'), base);
  const site = template.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root \/srv\/www;$/m, `$1root ${www};`);
  if (!site.includes(`listen 127.0.0.1:${port};`) || !site.includes(`root ${www};`))
    throw new Error(`${TEMPLATE} no longer has the "listen 80;" and "root /srv/www;" lines a deployment edits`);
  await writeFile(path.join(conf, 'developer-portal.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(conf, 'temp', name)};`;
  await writeFile(
    path.join(conf, 'nginx.conf'),
    [
      // As root the workers would switch to an unprivileged user that cannot read the temporary folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(conf, 'nginx.pid')};`,
      `error_log ${path.join(conf, 'error.log')} warn;`,
      'events { worker_connections 128; }',
      'http {',
      `  include ${MIME_TYPES};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(conf, 'developer-portal.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', conf, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(conf, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errors = async () => `${stderr}${await readFile(path.join(conf, 'error.log'), 'utf8').catch(() => '')}`;
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${await errors()}`);
    const up = await fetch(`${origin}${base}`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`nginx did not answer on port ${port}:\n${await errors()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin,
    port,
    out,
    errors,
    async close() {
      // SIGQUIT: nginx's graceful stop; the master waits for its worker.
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Extension -> MIME type, as /etc/nginx/mime.types declares them. */
export async function stockMimeTypes(): Promise<Map<string, string>> {
  const text = await readFile(MIME_TYPES, 'utf8');
  const types = new Map<string, string>();
  for (const [, type, exts] of text.matchAll(/^\s*([\w.+-]+\/[\w.+-]+)\s+([^;]+);/gm)) {
    for (const ext of (exts ?? '').trim().split(/\s+/)) types.set(ext, type ?? '');
  }
  return types;
}

/** Extension -> MIME type from a mime.types file in the Apache format (`type ext ext`, no semicolons). */
export async function apacheMimeTypes(file: string): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const [type, ...exts] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (type?.includes('/')) for (const ext of exts) types.set(ext, type);
  }
  return types;
}
