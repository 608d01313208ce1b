import type { ElicitationReceiptOutcome, ElicitResult } from 'mcp-elicitation-react/core';
import { type FocusEvent, forwardRef, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { composeEventHandlers, composeRefs } from './compose';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { ElicitationContent } from './ElicitationContent';
import { ElicitationPanel, type ElicitationPanelProps } from './ElicitationPanel';
import { ElicitationReceipt } from './ElicitationReceipt';
import { FIRST_FORM_CONTROL } from './focus';
import { registerShortcut } from './shortcut';

/** How a card's request ended, when it ended elsewhere (another tab, the server, a stored transcript). */
export interface ElicitationCardSettled {
  /** @default the result's action */
  outcome?: ElicitationReceiptOutcome;
  /** The result that went back, if any. */
  result?: ElicitResult | null;
  /** When it ended (epoch milliseconds or a `Date`). */
  at?: number | Date;
  /** Fields sent but not kept in the transcript: shown masked. */
  withheld?: readonly string[];
}

/** Props of `ElicitationCard`: the panel's, plus what the transcript already knows. */
export type ElicitationCardProps = ElicitationPanelProps & {
  /**
   * The request ended outside this card (answered in another tab, withdrawn, expired, or read back
   * from a stored transcript): the card shows its receipt, and nothing more goes to `onResult`.
   * @default null (the card asks, then collapses to the receipt of its own answer)
   */
  settled?: ElicitationCardSettled | null;
  /**
   * The keys that move focus from wherever the person is typing (the composer) to this card's first
   * answer, while it waits; the newest waiting card wins. `null` turns it off.
   * @default 'Alt+Shift+A'
   */
  shortcut?: string | null;
};

/** The card's key combination unless the host picks another. */
export const DEFAULT_CARD_SHORTCUT = 'Alt+Shift+A';

const WAITING = new Set(['editing', 'reviewing', 'popup-blocked', 'waiting']);

/** The hint and the polite announcement inside a waiting card; registers the shortcut. */
function CardPrompt({ shortcut }: { shortcut: string | null }) {
  const { store, messages, t, tx } = useElicitationConfig('<ElicitationCard>');
  const phase = useElicitationSelector(store, selectPhase);
  const own = useRef<HTMLParagraphElement>(null);
  const waiting = WAITING.has(phase);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!waiting || shortcut === null) return;
    // Set after mount, so the live region already exists when the words arrive and they are read.
    setAnnounced(t(messages.card.announcement, { shortcut }));
    return registerShortcut(shortcut, () => {
      const card = own.current?.closest<HTMLElement>('[data-slot="elicitation"]');
      const first =
        card?.querySelector<HTMLElement>(FIRST_FORM_CONTROL) ??
        card?.querySelector<HTMLElement>('[data-slot="elicitation-button"][data-variant="primary"]');
      (first ?? card)?.focus();
      (first ?? card)?.scrollIntoView?.({ block: 'nearest' });
    });
  }, [waiting, shortcut, t, messages.card.announcement]);
  if (shortcut === null) return null;
  return (
    <>
      {waiting ? (
        <p ref={own} data-slot="elicitation-card-hint" aria-hidden="true">
          {tx(messages.card.shortcutHint, { shortcut })}
        </p>
      ) : null}
      <p role="status" data-slot="elicitation-visually-hidden">
        {waiting ? announced : ''}
      </p>
    </>
  );
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/**
 * An elicitation request as a card in a chat transcript: the panel in compact density, with no
 * overlay and no focus taken from the composer (the person moves to it, or presses `shortcut`).
 * Once answered (or ended elsewhere: `settled`) it stays in the transcript as its receipt.
 */
export const ElicitationCard = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationCardProps>(function ElicitationCard(
  { settled = null, shortcut = DEFAULT_CARD_SHORTCUT, onResult, onExpire, onFocus, onBlur, children, ...props },
  ref,
) {
  const key = props.requestKey ?? props.params;
  const [own, setOwn] = useState<{ key: unknown; settled: ElicitationCardSettled | null }>({ key, settled: null });
  const local = Object.is(own.key, key) ? own.settled : null;
  const done = settled ?? local;
  // Read by the panel's callbacks: once the request ended elsewhere, its unmount cancel goes nowhere.
  const doneRef = useRef(done);
  doneRef.current = done;
  const expired = useRef(false);
  const focusInside = useRef(false);
  const receipt = useRef<HTMLElement | null>(null);

  const deliver = useCallback(
    (result: ElicitResult) => {
      if (doneRef.current) return undefined;
      const finish = () =>
        setOwn({
          key,
          settled: { result, outcome: expired.current ? 'expired' : result.action, at: Date.now() },
        });
      const delivered = onResult(result);
      if (!isPromiseLike(delivered)) {
        finish();
        return delivered;
      }
      return Promise.resolve(delivered).then((value) => {
        finish();
        return value;
      });
    },
    [key, onResult],
  );

  // The answer replaced the element that had focus: the receipt takes it, so the keyboard stays here.
  const showingReceipt = done !== null;
  useLayoutEffect(() => {
    if (!showingReceipt || !focusInside.current) return;
    focusInside.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) receipt.current?.focus();
  }, [showingReceipt]);

  if (done) {
    return (
      <ElicitationReceipt
        ref={composeRefs(ref, receipt)}
        params={props.params}
        server={props.server}
        result={done.result ?? null}
        outcome={done.outcome}
        at={done.at}
        withheld={done.withheld}
        locale={props.locale}
        dir={props.dir}
        messages={props.messages}
        className={props.className}
        data-card=""
      />
    );
  }
  return (
    <ElicitationPanel
      ref={ref}
      {...props}
      data-card=""
      data-density="compact"
      aria-keyshortcuts={shortcut ?? undefined}
      onResult={deliver}
      onExpire={() => {
        expired.current = true;
        onExpire?.();
      }}
      onFocus={composeEventHandlers(onFocus, () => {
        focusInside.current = true;
      })}
      onBlur={composeEventHandlers(onBlur, (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusInside.current = false;
      })}
    >
      {children ?? (
        <>
          <ElicitationContent />
          <CardPrompt shortcut={shortcut} />
        </>
      )}
    </ElicitationPanel>
  );
});
