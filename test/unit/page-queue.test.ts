import { describe, expect, it } from 'vitest';
import type { Route } from '../../model/routes.ts';
import { pageQueue } from '../../core/serve/page-queue.ts';

const route = (path: string) => ({ kind: 'doc', path }) as unknown as Route;

describe("the dev server's changed pages, rendered after the reload", () => {
  it('renders the page asked for first, whatever form of its address is asked, then the others in idle time', async () => {
    const order: string[] = [];
    const memory = new Map<string, string>();
    const queue = pageQueue({
      routes: ['/docs/a', '/docs/b', '/docs/c'].map(route),
      memory,
      render: async (paths, write) => {
        for (const p of paths) {
          order.push(p);
          await write(`${p.slice(1)}/index.html`, `<p>${p}</p>`);
        }
        return paths.size;
      },
    });
    await queue.ensure('docs/c.html');
    expect(order[0]).toBe('/docs/c');
    expect(memory.get('docs/c/index.html')).toBe('<p>/docs/c</p>');
    await expect.poll(() => queue.waiting().size).toBe(0);
    expect(order.sort()).toEqual(['/docs/a', '/docs/b', '/docs/c']);
  });

  it('renders nothing more once stopped, and a file of no waiting page costs nothing', async () => {
    let renders = 0;
    const queue = pageQueue({ routes: [route('/docs/a'), route('/docs/b')], memory: new Map(), render: async (p) => (renders += p.size) });
    queue.stop();
    await queue.ensure('docs/other');
    await new Promise((r) => setTimeout(r, 20));
    expect(renders).toBe(0);
  });
});
