import { type ComponentPropsWithoutRef, forwardRef, isValidElement } from 'react';
import { withoutBidiControls } from '../core/server';
import { useElicitationConfig } from './context';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationHeader`. */
export interface ElicitationHeaderProps extends ComponentPropsWithoutRef<'header'>, AsChildProp {}

/**
 * Makes plain which MCP server is asking, by the name and icon the host knows it by, and that
 * the request is not from the host or the assistant (specification: "User Interaction Model").
 * Without a host icon it shows a monogram. The server's name is isolated and stripped of bidi
 * controls, so it cannot reorder the words around it.
 */
export const ElicitationHeader = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationHeaderProps>(
  function ElicitationHeader(props, ref) {
    const { server, serverName, messages, t, tx, ids } = useElicitationConfig('<ElicitationHeader>');
    const name = withoutBidiControls(server.name);
    const fullName = serverName !== name ? t('{title} ({name})', { title: serverName, name }) : name;
    const icon =
      typeof server.icon === 'string' ? (
        <img
          data-slot="elicitation-server-icon"
          src={server.icon}
          alt={messages.attribution.iconAlt}
          width={32}
          height={32}
        />
      ) : isValidElement(server.icon) ? (
        <span data-slot="elicitation-server-icon" aria-hidden="true">
          {server.icon}
        </span>
      ) : (
        <span data-slot="elicitation-server-icon" data-monogram="" aria-hidden="true">
          {Array.from(serverName.trim())[0]?.toLocaleUpperCase() ?? '?'}
        </span>
      );
    const content = (
      <>
        {icon}
        <div data-slot="elicitation-header-text">
          <h2 id={ids.title} data-slot="elicitation-header-title">
            {tx(messages.attribution.asking)}
          </h2>
          <p data-slot="elicitation-attribution">
            {tx(messages.attribution.notHost, { server: fullName })}
            {server.version ? (
              <span data-slot="elicitation-server-version">
                {' · '}
                {tx(messages.attribution.version, { version: withoutBidiControls(server.version) })}
              </span>
            ) : null}
          </p>
        </div>
      </>
    );
    return renderPart('header', { 'data-slot': 'elicitation-header' }, props, ref, content);
  },
);
