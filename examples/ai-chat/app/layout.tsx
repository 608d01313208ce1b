import type { ReactNode } from 'react';
import 'mcp-elicitation-react/styles.css';
import './chat.css';

export const metadata = { title: 'Contacts assistant' };
// On a phone the page shrinks with the on-screen keyboard, so the composer and the card stay above it.
export const viewport = { width: 'device-width', initialScale: 1, interactiveWidget: 'resizes-content' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
