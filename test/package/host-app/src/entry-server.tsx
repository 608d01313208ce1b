/** Server rendering, as a host's Node server does it: `vite build --ssr` keeps the package external. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Requests } from './Requests';

export function render(): string {
  return renderToString(
    <StrictMode>
      <Requests onResult={() => {}} />
    </StrictMode>,
  );
}
