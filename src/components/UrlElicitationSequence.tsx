import type { ElicitResult, ServerInfo } from 'mcp-elicitation-react/core';
import { type ComponentPropsWithoutRef, forwardRef, useId, useRef, useState } from 'react';
import { serverDisplayName } from '../core/server';
import { fillTemplate } from '../i18n/format';
import { fillTemplateNodes } from '../rjsf/isolation';
import { ActionButton, ActionRow } from './ActionButton';
import { useHostColorScheme } from './colorScheme';
import { ServerAttribution } from './ElicitationHeader';
import { ElicitationPanel } from './ElicitationPanel';
import type { ElicitationUrlSettings } from './ElicitationRoot';
import { type ElicitationLanguageSettings, useLanguage } from './language';
import { StepIndicator } from './StepIndicator';

/** Props of `UrlElicitationSequence`. */
export interface UrlElicitationSequenceProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'onChange' | 'dir'>,
    ElicitationLanguageSettings {
  /** The URL requests of a 2025-11-25 `-32042` URLElicitationRequired error, as sent. */
  elicitations: readonly unknown[];
  /** The server whose request failed, supplied by the host. */
  server: ServerInfo;
  /**
   * Called once, with one result per step taken, when the user has consented to every URL or
   * stopped at one (decline or cancel ends the walk).
   */
  onFinish: (results: ElicitResult[]) => void;
  /**
   * URL mode's settings that a walk-through reads, as every component takes them: `openUrl` opens
   * each consented URL; `onRetry`, offered once every URL was opened, retries the request that failed.
   */
  url?: Pick<ElicitationUrlSettings, 'openUrl' | 'onRetry'>;
}

/**
 * Walks the user through the URLs of a `-32042` error with the same consent screen, one at a time
 * ("Step 1 of 2", with the same step indicator as the queue's "Request 1 of 2"), then offers to
 * retry the failed request.
 */
export const UrlElicitationSequence = /* @__PURE__ */ forwardRef<HTMLElement, UrlElicitationSequenceProps>(
  function UrlElicitationSequence(
    {
      elicitations,
      server,
      onFinish,
      url: urlSettings,
      locale: localeProp,
      dir: dirProp,
      messages: messagesProp,
      ...props
    },
    ref,
  ) {
    const { messages, locale, dir } = useLanguage(messagesProp, localeProp, dirProp);
    const onRetry = urlSettings?.onRetry;
    const [results, setResults] = useState<ElicitResult[]>([]);
    const completed = useRef(false);
    const headingId = useId();
    const step = results.length;
    const stopped = results.some((result) => result.action !== 'accept');
    const done = stopped || step >= elicitations.length;

    const record = (result: ElicitResult) => {
      const next = [...results, result];
      setResults(next);
      if (!completed.current && (result.action !== 'accept' || next.length >= elicitations.length)) {
        completed.current = true;
        onFinish(next);
      }
    };

    const colorScheme = useHostColorScheme();
    return (
      <section
        ref={ref}
        data-slot="elicitation-url-sequence"
        data-color-scheme={colorScheme}
        data-state={done ? 'done' : 'stepping'}
        aria-labelledby={headingId}
        lang={locale}
        dir={dir}
        {...props}
      >
        <StepIndicator
          id={headingId}
          aria-live="polite"
          label={
            done
              ? stopped
                ? messages.url.sequenceStopped
                : messages.url.sequenceDone
              : fillTemplate(messages.url.step, { index: step + 1, total: elicitations.length }, locale)
          }
          index={Math.min(step + 1, elicitations.length)}
          total={elicitations.length}
          done={done && !stopped}
        />
        {done ? (
          // The last screen still says who is asking; each step's panel says it in its own header.
          <div data-slot="elicitation-url-sequence-done">
            <header data-slot="elicitation-header">
              <ServerAttribution
                server={server}
                messages={messages}
                tx={(template, params) =>
                  fillTemplateNodes(template, { server: serverDisplayName(server), ...params }, locale)
                }
              />
            </header>
            {stopped ? null : <p data-slot="elicitation-url-sequence-next">{messages.url.sequenceDoneBody}</p>}
            {!stopped && onRetry ? (
              <div data-slot="elicitation-actions">
                <ActionRow>
                  <ActionButton action="retry" variant="primary" onClick={onRetry}>
                    {messages.url.retryRequest}
                  </ActionButton>
                </ActionRow>
              </div>
            ) : null}
          </div>
        ) : (
          <ElicitationPanel
            key={step}
            params={elicitations[step]}
            server={server}
            locale={locale}
            dir={dir}
            messages={messages}
            url={{ openUrl: urlSettings?.openUrl, waitAfterOpen: false }}
            onResult={record}
          />
        )}
      </section>
    );
  },
);
