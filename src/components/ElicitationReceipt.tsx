import type {
  ElicitationReceiptOutcome,
  ElicitationRequest,
  ElicitResult,
  ServerInfo,
} from 'mcp-elicitation-react/core';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useMemo } from 'react';
import { loadedPatternEngine } from '../core/pattern';
import { readElicitationRequest, receiptAnswers, receiptOutcome } from '../core/protocol';
import { serverDisplayName } from '../core/server';
import { formatAnswer } from '../i18n/answers';
import { dateTimeFormat, fillPlural, fillTemplate, formatNumber } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import { fillTemplateNodes, isolate } from '../rjsf/isolation';
import { useInBrowser } from '../rjsf/widgets/useInBrowser';
import { useHostColorScheme } from './colorScheme';
import { type ElicitationLanguageSettings, useLanguage } from './language';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationReceipt`. */
export interface ElicitationReceiptProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'results' | 'dir'>,
    AsChildProp,
    ElicitationLanguageSettings {
  /** The raw `elicitation/create` params the answer was for (labels the answers, finds the secrets to mask). */
  params: unknown;
  /** The server that asked, as the host knows it. */
  server: ServerInfo;
  /** The result that went back (e.g. stored with the transcript), or null when nothing was answered. */
  result?: ElicitResult | null;
  /**
   * How the request ended, when the result alone does not say (`expired`, `withdrawn`).
   * @default the result's action
   */
  outcome?: ElicitationReceiptOutcome;
  /** Fields whose answers were sent but not kept (a transcript that drops secrets): shown masked. */
  withheld?: readonly string[];
  /** When the answer went or the request ended: epoch milliseconds or a `Date`. Shown in the locale's format. */
  at?: number | Date;
}

function parsedRequest(params: unknown): ElicitationRequest | null {
  try {
    // Labels and secrets need no `pattern`: whatever engine the page has loaded, if any.
    const { parsed } = readElicitationRequest(params, loadedPatternEngine());
    return parsed.ok ? parsed.request : null;
  } catch {
    return null;
  }
}

const MASK = '••••••';

function summaryOf(
  outcome: ElicitationReceiptOutcome,
  request: ElicitationRequest | null,
  count: number,
  messages: ElicitationMessages,
  locale: string,
): string {
  switch (outcome) {
    case 'accept':
      if (request?.mode === 'url') return messages.receipt.opened;
      return count === 0 ? messages.receipt.sentEmpty : fillPlural(messages.receipt.sent, count, {}, locale);
    case 'decline':
    case 'cancel':
    case 'expired':
    case 'withdrawn':
      return messages.receipt[outcome];
    default:
      return outcome satisfies never;
  }
}

/** The time, as the locale writes it: the time of day alone when it is today, else with the date. */
function formatWhen(at: Date, locale: string): string {
  const today = new Date();
  const sameDay = at.toDateString() === today.toDateString();
  return dateTimeFormat(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );
}

/**
 * What a settled request collapses to in a transcript, in the app's words: "You sent 3 answers to
 * Contacts", the answers (secret-looking fields masked), the time and the outcome. Renders from
 * plain data, so a host rebuilding a transcript renders it from a stored `ElicitResult`.
 */
export const ElicitationReceipt = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationReceiptProps>(
  function ElicitationReceipt(
    {
      params,
      server,
      result = null,
      outcome: outcomeProp,
      withheld,
      at,
      locale: localeProp,
      dir: dirProp,
      messages: messagesProp,
      ...props
    },
    ref,
  ) {
    const { messages, locale, dir } = useLanguage(messagesProp, localeProp, dirProp);
    const colorScheme = useHostColorScheme();
    const request = useMemo(() => parsedRequest(params), [params]);
    const outcome = outcomeProp ?? receiptOutcome(result) ?? 'cancel';
    const answers = outcome === 'accept' ? receiptAnswers(request, result, withheld, [messages.sensitiveWords]) : [];
    const serverName = serverDisplayName(server);
    // The time depends on the reader's zone: drawn in the browser, never in the server's HTML.
    const inBrowser = useInBrowser();
    const when = at === undefined ? null : new Date(at);
    const validWhen = when !== null && !Number.isNaN(when.getTime()) ? when : null;
    const template = summaryOf(outcome, request, answers.length, messages, locale);
    const content: ReactNode = (
      <>
        <p data-slot="elicitation-receipt-summary">
          <span data-slot="elicitation-receipt-mark" aria-hidden="true" />
          {/* One flex item: the sentence's words and its isolated server name flow as one line of text. */}
          <span data-slot="elicitation-receipt-text">
            {fillTemplateNodes(template, { server: serverName }, locale)}
          </span>
        </p>
        {validWhen && inBrowser ? (
          <p data-slot="elicitation-receipt-time">
            <time dateTime={validWhen.toISOString()}>
              {fillTemplate(messages.receipt.when, { time: formatWhen(validWhen, locale) }, locale)}
            </time>
          </p>
        ) : null}
        {answers.length > 0 ? (
          <dl
            data-slot="elicitation-receipt-answers"
            aria-label={fillTemplate(messages.receipt.answers, { server: serverName }, locale)}
          >
            {answers.map(({ name, field, value, masked }) => (
              <div key={name} data-slot="elicitation-receipt-answer" data-masked={masked ? '' : undefined}>
                <dt>{isolate(field?.label ?? name, dir)}</dt>
                <dd>
                  {masked ? (
                    <>
                      <span aria-hidden="true">{MASK}</span> {messages.receipt.masked}
                    </>
                  ) : (
                    isolate(
                      field
                        ? formatAnswer(field, value, messages, locale)
                        : typeof value === 'number'
                          ? formatNumber(value, locale)
                          : String(value),
                      dir,
                    )
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </>
    );
    return renderPart(
      'section',
      {
        'data-slot': 'elicitation',
        'data-color-scheme': colorScheme,
        'data-receipt': '',
        'data-outcome': outcome,
        'aria-label': fillTemplate(messages.receipt.label, { server: serverName }, locale),
        lang: locale,
        dir,
        tabIndex: -1,
      },
      props,
      ref,
      content,
    );
  },
);
