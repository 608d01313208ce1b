/// <reference types="vite/client" />
/**
 * A page for the stylesheet pipeline test: a form request in an `ElicitationPanel`, styled only by the
 * stylesheet named in `?css=` (as one host pipeline emitted it), themed by `?theme=`:
 * `system` (the page declares `color-scheme: light dark`, so the parts follow the system), `silent`
 * (the page declares no colour scheme: the parts stay light), `dark` (`data-theme="dark"` on <html>)
 * or `light-in-dark` (`data-theme="light"` on a wrapper inside `data-theme="dark"`: the nearest wins).
 */
import { createRoot } from 'react-dom/client';
import { ElicitationPanel } from '../../../src';
import { requestFixtures } from '../../fixtures';

const query = new URLSearchParams(window.location.search);

function loadStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`stylesheet ${href} did not load`));
    document.head.append(link);
  });
}

async function start() {
  await loadStylesheet(`/css/${query.get('css') ?? 'source'}.css`);
  const host = document.getElementById('host')!;
  const theme = query.get('theme') ?? 'system';
  if (theme === 'system') document.documentElement.style.colorScheme = 'light dark';
  else if (theme !== 'silent') document.documentElement.dataset.theme = 'dark';
  const container = document.createElement('div');
  if (theme === 'light-in-dark') container.dataset.theme = 'light';
  host.append(container);
  createRoot(container).render(
    <ElicitationPanel
      params={requestFixtures.seedStructuredData.params}
      server={{ name: 'stylesheet-e2e' }}
      onResult={() => undefined}
    />,
  );
  document.documentElement.dataset.ready = 'true';
}

void start();
