import { hydrateRoot } from 'react-dom/client';
import { App } from '../App.tsx';
import type { PageContext } from '../context.tsx';
import { wireShell } from './shell.ts';

/**
 * Hydrates the prerendered shell. Page content is already in the DOM and React keeps it as it is
 * (the hydration data carries no HTML), so this costs a walk of the shell, not a re-render.
 */
function start(): void {
  const root = document.getElementById('__portal');
  const data = document.getElementById('__portal-data');
  if (!root || !data?.textContent) return;
  const page = JSON.parse(data.textContent) as PageContext;
  hydrateRoot(root, <App page={page} />);
  wireShell(document, page);
}

start();
