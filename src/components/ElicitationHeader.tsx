import { type ComponentPropsWithoutRef, isValidElement } from 'react';
import { useElicitation } from './ElicitationRoot';

/** Makes plain that the MCP server, by name and host-supplied icon, is asking: not the host or the assistant. */
export function ElicitationHeader(props: ComponentPropsWithoutRef<'header'>) {
  const { server, serverName, messages, t, ids } = useElicitation('ElicitationHeader');
  const fullName = server.title && server.title !== server.name ? `${server.title} (${server.name})` : server.name;
  return (
    <header data-slot="header" {...props}>
      {typeof server.icon === 'string' ? (
        <img data-slot="server-icon" src={server.icon} alt={messages.attribution.iconAlt} width={32} height={32} />
      ) : isValidElement(server.icon) ? (
        <span data-slot="server-icon" aria-hidden="true">
          {server.icon}
        </span>
      ) : null}
      <div data-slot="header-text">
        <h2 id={ids.title} data-slot="header-title">
          {t(messages.attribution.asking, { server: serverName })}
        </h2>
        <p data-slot="attribution">
          {t(messages.attribution.notHost, { server: fullName })}
          {server.version ? (
            <span data-slot="server-version"> · {t(messages.attribution.version, { version: server.version })}</span>
          ) : null}
        </p>
      </div>
    </header>
  );
}
