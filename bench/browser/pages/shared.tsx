/**
 * What every benchmark page shares: the request the server put into the page, the root to render
 * into, and the screen a host shows after a valid submit (the answers, with a way back to edit).
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BenchRequest } from '../request';

/** The request the benchmark server embedded in the page as `<script type="application/json" id="bench-request">`. */
export function readRequest(): BenchRequest {
  const source = document.getElementById('bench-request')?.textContent;
  if (!source) throw new Error('The page has no #bench-request: open it through the benchmark server.');
  return JSON.parse(source) as BenchRequest;
}

/** Renders the page's app into `#root`. */
export function mount(app: ReactNode) {
  createRoot(document.getElementById('root')!).render(app);
}

/** The screen after submit in the host-written pages: every answer, and Edit to go back. */
export function AnswersScreen({ answers, onBack }: { answers: Record<string, unknown>; onBack: () => void }) {
  return (
    <section id="next-screen" aria-labelledby="next-screen-title">
      <h2 id="next-screen-title">Review before sending</h2>
      <dl>
        {Object.entries(answers).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" id="back" onClick={onBack}>
        Edit
      </button>
    </section>
  );
}
