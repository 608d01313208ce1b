import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'mcp-elicitation-react/styles.css';
import './demo.css';
import { App } from './App';
import { TARGETS, type TargetId } from './connections';

// `npm start` serves the demo servers; `npm run start:everything` serves server-everything.
const configured = (import.meta.env.VITE_DEMO_TARGETS ?? 'demo,demo2026').split(',');
const targets = configured.filter((target: string): target is TargetId => target in TARGETS);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App targets={targets} />
    </StrictMode>,
  );
