import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { fillPlural } from '../i18n/format';
import { ActionButton } from './ActionButton';
import { useHostColorScheme } from './colorScheme';
import { type ElicitationLanguageSettings, useLanguage } from './language';
import { type AsChildProp, renderPart } from './Part';

/**
 * Where the page's connection to the host stands, as the notice shows it: `reconnecting` (lost, or
 * answers waiting to be sent), `outdated` (the page must be reloaded) or `open` (nothing to say).
 */
export type ElicitationConnectionStatus = 'open' | 'reconnecting' | 'outdated';

/**
 * Where a connection's state comes from: the `connectElicitationBridge` connection of
 * `mcp-elicitation-react/mcp` fits (`ElicitationProvider`'s `bridge` prop reads it).
 */
export interface ElicitationConnectionSource {
  /** The current state: `status` (`reconnecting`, `outdated`, …) and the answers waiting to be sent. */
  getState(): { readonly status: string; readonly unsent: number };
  /** Tries to connect again at once (the notice's "Try again now"). */
  reconnect?(): void;
  /** Registers a state listener; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Props of `ElicitationConnectionNotice`. */
export interface ElicitationConnectionNoticeProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dir'>,
    AsChildProp,
    ElicitationLanguageSettings {
  /** Where the connection stands. */
  status: ElicitationConnectionStatus;
  /** Answers the person gave that are kept until the connection is back. @default 0 */
  unsent?: number;
  /** What the Reload button does. @default reloads the page (`location.reload()`) */
  onReload?: () => void;
  /** While reconnecting, a "Try again now" button calls this (none without it). */
  onRetry?: () => void;
  children?: ComponentPropsWithoutRef<'div'>['children'];
}

const reloadPage = () => globalThis.location?.reload();

/**
 * Tells the person that the page is reconnecting to the host (and that the answers they gave are
 * kept, to be sent once it is back), with "Try again now" when `onRetry` is given, or that the page
 * is out of date and must be reloaded, with a Reload button. Renders nothing while the connection is open and nothing waits to be sent.
 */
export const ElicitationConnectionNotice = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationConnectionNoticeProps>(
  function ElicitationConnectionNotice(
    {
      status,
      unsent = 0,
      locale: localeProp,
      dir: dirProp,
      messages: messagesProp,
      onReload = reloadPage,
      onRetry,
      ...props
    },
    ref,
  ) {
    const { messages, locale, dir } = useLanguage(messagesProp, localeProp, dirProp);
    const colorScheme = useHostColorScheme();
    const shown = status === 'outdated' ? 'outdated' : status === 'reconnecting' || unsent > 0 ? 'reconnecting' : null;
    if (shown === null) return null;
    const { connection } = messages;
    const content = (
      <div data-slot="elicitation-notice" data-kind={shown}>
        {shown === 'outdated' ? (
          <>
            <p>{connection.outdated}</p>
            <ActionButton action="reload" variant="primary" onClick={() => onReload()}>
              {connection.reload}
            </ActionButton>
          </>
        ) : (
          <>
            <p>
              {connection.reconnecting}
              {unsent > 0 ? ` ${fillPlural(connection.unsent, unsent, {}, locale)}` : null}
            </p>
            {status === 'reconnecting' && onRetry ? (
              <ActionButton action="retry" variant="secondary" onClick={() => onRetry()}>
                {connection.retry}
              </ActionButton>
            ) : null}
          </>
        )}
      </div>
    );
    return renderPart(
      'div',
      {
        // Outdated asks the person to act; reconnecting only informs.
        role: shown === 'outdated' ? 'alert' : 'status',
        'data-slot': 'elicitation-notices',
        'data-color-scheme': colorScheme,
        'data-state': shown,
        lang: locale,
        dir,
      },
      props,
      ref,
      content,
    );
  },
);
