import type { ServerInfo } from 'mcp-elicitation-react/core';
import { type ComponentPropsWithoutRef, forwardRef, isValidElement, type ReactNode } from 'react';
import { serverDisplayName, withoutBidiControls } from '../core/server';
import type { MessageParams } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import { useElicitationConfig } from './context';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationHeader`. */
export interface ElicitationHeaderProps extends ComponentPropsWithoutRef<'header'>, AsChildProp {}

/** How many colours the generated monogram has (`data-tone` 0 to 7 in the stylesheet; none is the accent). */
const MONOGRAM_TONES = 8;

/**
 * A stable colour for a server's monogram, so two servers with the same initial still look apart:
 * FNV-1a over the name's code points, which spreads short, similar names (`mail`, `maps`) apart.
 */
function monogramTone(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return ((hash ^ (hash >>> 16)) >>> 0) % MONOGRAM_TONES;
}

/** @internal The host's icon for the server, else a monogram of its display name. */
function ServerIcon({ server, alt }: { server: ServerInfo; alt: string }) {
  if (typeof server.icon === 'string') {
    return <img data-slot="elicitation-server-icon" src={server.icon} alt={alt} width={40} height={40} />;
  }
  if (isValidElement(server.icon)) {
    return (
      <span data-slot="elicitation-server-icon" aria-hidden="true">
        {server.icon}
      </span>
    );
  }
  const initial = Array.from(serverDisplayName(server).trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span data-slot="elicitation-server-icon" data-monogram="" data-tone={monogramTone(server.name)} aria-hidden="true">
      {initial}
    </span>
  );
}

/**
 * @internal Who is asking, as the header shows it: the icon, the server's display name as the
 * headline, and one quieter line with its MCP name (when the title differs), its version and that
 * it is not the host or the assistant.
 */
export function ServerAttribution({
  server,
  messages,
  tx,
  titleId,
}: {
  server: ServerInfo;
  messages: ElicitationMessages;
  tx: (template: string, params?: MessageParams) => ReactNode;
  titleId?: string;
}) {
  const displayName = serverDisplayName(server);
  const name = withoutBidiControls(server.name);
  const { attribution } = messages;
  return (
    <>
      <ServerIcon server={server} alt={attribution.iconAlt} />
      <div data-slot="elicitation-header-text">
        <h2 id={titleId} data-slot="elicitation-header-title">
          {tx('{server}', { server: displayName })}
        </h2>
        <p data-slot="elicitation-attribution">
          <span data-slot="elicitation-server-name">
            {displayName !== name ? tx(attribution.serverName, { name }) : attribution.serverKind}
          </span>{' '}
          {server.version ? (
            <>
              <span data-slot="elicitation-server-version">
                {tx(attribution.version, { version: withoutBidiControls(server.version) })}
              </span>{' '}
            </>
          ) : null}
          <span data-slot="elicitation-not-host">{attribution.notHost}</span>
        </p>
      </div>
    </>
  );
}

/**
 * Makes plain which MCP server is asking, first and once: the host's icon (or a monogram) and the
 * server's title as the headline, then its MCP name, version and that the request is not from the
 * host or the assistant (specification: "User Interaction Model"). The names are isolated and
 * stripped of bidi controls, so they cannot reorder the words around them.
 */
export const ElicitationHeader = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationHeaderProps>(
  function ElicitationHeader(props, ref) {
    const { server, messages, tx, ids } = useElicitationConfig('<ElicitationHeader>');
    const content = <ServerAttribution server={server} messages={messages} tx={tx} titleId={ids.title} />;
    return renderPart('header', { 'data-slot': 'elicitation-header' }, props, ref, content);
  },
);
