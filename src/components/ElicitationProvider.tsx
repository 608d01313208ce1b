import type {
  ElicitationNotice,
  ElicitationQueue,
  ElicitationQueueSnapshot,
  ElicitationRequestItem,
  UrlElicitationRequiredItem,
} from 'mcp-elicitation-react/mcp';
import { Portal } from 'radix-ui';
import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
// The classes under local names; the props name them by their public entries.
import { ElicitationDrafts as DraftsClass, ElicitationCompletionTracker, urlWait } from '../core/protocol';
import { serverDisplayName } from '../core/server';
import { fillTemplate, type TextDirection } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import { ElicitationQueue as QueueClass } from '../mcp/ElicitationQueue';
import { fillTemplateNodes } from '../rjsf/isolation';
import { ActionButton } from './ActionButton';
import { useHostColorScheme } from './colorScheme';
import {
  ElicitationConnectionNotice,
  type ElicitationConnectionSource,
  type ElicitationConnectionStatus,
} from './ElicitationConnectionNotice';
import { ElicitationContent } from './ElicitationContent';
import { DialogShell, ElicitationDialog } from './ElicitationDialog';
import type { ElicitationFormSettings, ElicitationUrlSettings } from './ElicitationRoot';
import { useUrlConsentParts } from './ElicitationUrlConsent';
import { type ElicitationLanguageSettings, useLanguage } from './language';
import { StepIndicator } from './StepIndicator';
import { UrlElicitationSequence } from './UrlElicitationSequence';
import { useUnmountEffect } from './useUnmountEffect';

const noSubscription = () => () => {};

/** What the connection notice shows for a bridge connection's state. */
function connectionStatus({
  status,
}: ReturnType<ElicitationConnectionSource['getState']>): ElicitationConnectionStatus {
  if (status === 'outdated') return 'outdated';
  return status === 'reconnecting' ? 'reconnecting' : 'open';
}

/** Form mode's settings of `ElicitationProvider`: those of a request, but its starting answers. */
export type ElicitationProviderFormSettings = Omit<ElicitationFormSettings, 'defaultValues'>;

/** URL mode's settings of `ElicitationProvider`: the opener; the queue handles completion, retry and stop. */
export type ElicitationProviderUrlSettings = Pick<ElicitationUrlSettings, 'openUrl'>;

/** Props of `ElicitationProvider`. */
export interface ElicitationProviderProps extends ElicitationLanguageSettings {
  children?: ReactNode;
  /** The queue the SDK handlers feed. @default a queue of its own, reachable through `useElicitationQueue()` */
  queue?: ElicitationQueue;
  /**
   * Form mode's settings for every request shown (`ElicitationFormSettings` but `defaultValues`).
   * `drafts` defaults to drafts of its own, in memory, offered back for 10 minutes; `new
   * ElicitationDrafts({ storage: sessionStorage })` keeps them across reloads; `null` keeps nothing.
   */
  form?: ElicitationProviderFormSettings;
  /** URL mode's settings for every request shown: the opener (the queue handles the wait). */
  url?: ElicitationProviderUrlSettings;
  /** Where the dialogs and notices are portalled. @default document.body */
  container?: HTMLElement | null;
  /**
   * How long a notice such as "Weather withdrew its request." stays, in milliseconds; `Infinity`
   * keeps it until the user dismisses it.
   * @default 10000
   */
  noticeDuration?: number;
  /**
   * The page's connection to a bridge endpoint (`connectElicitationBridge`): while it reconnects, or
   * answers wait to be sent, a notice says so; when the endpoint no longer speaks the page's
   * protocol, it asks the person to reload (`ElicitationConnectionNotice`).
   */
  bridge?: ElicitationConnectionSource | null;
}

/** What `useElicitationQueue()` returns: the queue and its current state. */
export interface ElicitationQueueValue extends ElicitationQueueSnapshot {
  queue: ElicitationQueue;
}

const ElicitationQueueContext = createContext<ElicitationQueueValue | null>(null);

/** The provider's queue and its state; throws outside `ElicitationProvider`. */
export function useElicitationQueue(): ElicitationQueueValue {
  const value = useContext(ElicitationQueueContext);
  if (!value) throw new Error('useElicitationQueue() must be used inside <ElicitationProvider>.');
  return value;
}

interface ItemViewProps {
  queue: ElicitationQueue;
  header: ReactNode;
  locale: string;
  dir: TextDirection;
  messages: ElicitationMessages;
  form: ElicitationFormSettings;
  url: ElicitationProviderUrlSettings | undefined;
  container: HTMLElement | null | undefined;
  /** Returns focus to what had it before the run of requests began. */
  onCloseAutoFocus: (event: Event) => void;
}

function RequestDialog({ item, queue, header, ...options }: ItemViewProps & { item: ElicitationRequestItem }) {
  const { id } = item;
  // The queue hears the server's completion notification; a tracker of the dialog's own passes it on.
  const [completions] = useState(() => new ElicitationCompletionTracker());
  const elicitationId = urlWait(item.params)?.elicitationId ?? null;
  useEffect(() => {
    if (item.completed && elicitationId !== null) completions.complete({ elicitationId });
  }, [item.completed, elicitationId, completions]);
  return (
    <ElicitationDialog
      params={item.params}
      server={item.server}
      locale={options.locale}
      dir={options.dir}
      messages={options.messages}
      form={options.form}
      url={{
        ...options.url,
        completions,
        onRetry: item.wait === 'retry' ? () => queue.retry(id) : undefined,
        onStop: () => queue.stop(id),
      }}
      container={options.container}
      deadline={item.deadline ?? undefined}
      onExpire={() => queue.expire(id)}
      onResult={(result) => {
        queue.respond(id, result);
      }}
      onCloseAutoFocus={options.onCloseAutoFocus}
    >
      {header}
      <ElicitationContent />
    </ElicitationDialog>
  );
}

function UrlRequiredDialog({ item, queue, header, ...options }: ItemViewProps & { item: UrlElicitationRequiredItem }) {
  const { id, server } = item;
  const { messages, locale, dir } = options;
  // It opens once URL mode's parts are there, with the first step's verdict to focus.
  if (!useUrlConsentParts(true)) return null;
  return (
    // The same dialog as a request's: initial focus, the outside-click grace period, the bottom sheet.
    <DialogShell
      open
      onDismiss={() => queue.stop(id)}
      title={fillTemplate(messages.queue.urlRequiredTitle, { server: serverDisplayName(server) }, locale)}
      titleSlot="elicitation-url-required-title"
      closeLabel={messages.dialog.close}
      container={options.container}
      data-mode="url-required"
      lang={locale}
      dir={dir}
      aria-describedby={undefined}
      onCloseAutoFocus={options.onCloseAutoFocus}
    >
      {/* The dialog's name is hidden; on screen, the step indicator and the header say it. */}
      {header}
      <UrlElicitationSequence
        elicitations={item.elicitations}
        server={server}
        locale={locale}
        dir={dir}
        messages={options.messages}
        url={{ openUrl: options.url?.openUrl, onRetry: () => queue.retry(id) }}
        onFinish={(results) => {
          if (results.some((result) => result.action !== 'accept')) queue.stop(id);
        }}
      />
    </DialogShell>
  );
}

/** The catalogue entry of each kind of notice. */
const NOTICE_MESSAGES = {
  withdrawn: 'withdrawn',
  'answered-elsewhere': 'answeredElsewhere',
  expired: 'expired',
} as const satisfies Record<ElicitationNotice['kind'], keyof ElicitationMessages['queue']>;

interface NoticesProps extends ComponentPropsWithoutRef<'div'> {
  notices: readonly ElicitationNotice[];
  queue: ElicitationQueue;
  messages: ElicitationMessages;
  locale: string;
  dir: TextDirection;
}

/** The live region of notices; always present outside dialogs so that what appears in it is announced. */
const Notices = /* @__PURE__ */ forwardRef<HTMLDivElement, NoticesProps>(function Notices(
  { notices, queue, messages, locale, dir, ...props },
  ref,
) {
  const colorScheme = useHostColorScheme();
  return (
    <div
      ref={ref}
      role="status"
      data-slot="elicitation-notices"
      data-color-scheme={colorScheme}
      lang={locale}
      dir={dir}
      {...props}
    >
      {notices.map((notice) => (
        <div key={notice.id} data-slot="elicitation-notice" data-kind={notice.kind}>
          <p>
            {fillTemplateNodes(
              messages.queue[NOTICE_MESSAGES[notice.kind]],
              { server: serverDisplayName(notice.server) },
              locale,
            )}
          </p>
          <ActionButton action="dismiss" variant="secondary" onClick={() => queue.dismissNotice(notice.id)}>
            {messages.queue.dismissNotice}
          </ActionButton>
        </div>
      ))}
    </div>
  );
});

/**
 * Shows the queue's requests one at a time in a dialog, each with its own server's attribution and
 * its place in line ("1 of 3") and, when the queue has one, its deadline; says so, in a notice that
 * stays readable, when a server withdraws the request being shown or its time runs out; keeps what
 * was typed into such a request and offers it back for an equivalent one; returns focus to where it
 * was when the last request is done. Unmounting answers everything still in line with cancel.
 */
export function ElicitationProvider({
  children,
  queue: queueProp,
  locale: localeProp,
  dir: dirProp,
  messages: messagesProp,
  form: formProp,
  url,
  container,
  noticeDuration = 10_000,
  bridge,
}: ElicitationProviderProps) {
  const [ownQueue] = useState(() => (queueProp ? null : new QueueClass()));
  const [ownDrafts] = useState(() => new DraftsClass());
  const form = useMemo<ElicitationFormSettings>(
    () => (formProp?.drafts === undefined ? { ...formProp, drafts: ownDrafts } : formProp),
    [formProp, ownDrafts],
  );
  const queue = queueProp ?? (ownQueue as ElicitationQueue);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const { messages, locale, dir } = useLanguage(messagesProp, localeProp, dirProp);
  const bridgeState = useSyncExternalStore(
    bridge?.subscribe ?? noSubscription,
    () => bridge?.getState() ?? null,
    () => null,
  );

  // Unmounting cancels what is in line.
  const cancelAll = useCallback(() => queue.cancelAll(), [queue]);
  useUnmountEffect(cancelAll);

  // What had focus when the first request of a run arrived, read before any dialog takes it.
  const returnFocusTo = useRef<Element | null>(null);
  useEffect(() => {
    let showing = queue.getSnapshot().current !== null;
    return queue.subscribe(() => {
      const next = queue.getSnapshot().current !== null;
      if (next && !showing && typeof document !== 'undefined') returnFocusTo.current = document.activeElement;
      showing = next;
    });
  }, [queue]);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = returnFocusTo.current;
    if (!(target instanceof HTMLElement) || !target.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);

  const { notices, current, position } = snapshot;
  useEffect(() => {
    if (!Number.isFinite(noticeDuration)) return;
    const timers = notices.map((notice) =>
      setTimeout(() => queue.dismissNotice(notice.id), Math.max(0, notice.createdAt + noticeDuration - Date.now())),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [notices, noticeDuration, queue]);

  const value = useMemo<ElicitationQueueValue>(() => ({ ...snapshot, queue }), [snapshot, queue]);
  const noticeList =
    notices.length > 0 ? (
      <Notices notices={notices} queue={queue} messages={messages} locale={locale} dir={dir} />
    ) : null;
  const connectionNotice = bridgeState ? (
    <ElicitationConnectionNotice
      status={connectionStatus(bridgeState)}
      unsent={bridgeState.unsent}
      onRetry={bridge?.reconnect ? () => bridge.reconnect?.() : undefined}
      locale={locale}
      dir={dir}
      messages={messages}
    />
  ) : null;
  const header = (
    <>
      {connectionNotice}
      {noticeList}
      {position && position.total > 1 ? (
        <StepIndicator
          label={fillTemplate(messages.queue.position, { ...position }, locale)}
          index={position.index}
          total={position.total}
        />
      ) : null}
    </>
  );
  const viewProps: ItemViewProps = {
    queue,
    header,
    locale,
    dir,
    messages,
    form,
    url,
    container,
    onCloseAutoFocus,
  };

  return (
    <ElicitationQueueContext.Provider value={value}>
      {children}
      {current?.kind === 'elicitation' ? <RequestDialog key={current.id} item={current} {...viewProps} /> : null}
      {current?.kind === 'url-required' ? <UrlRequiredDialog key={current.id} item={current} {...viewProps} /> : null}
      {/* With a dialog open the notice is shown inside it: the page behind is hidden from assistive technology. */}
      {current ? null : (
        <Portal.Root container={container ?? undefined} asChild>
          <Notices notices={notices} queue={queue} messages={messages} locale={locale} dir={dir} />
        </Portal.Root>
      )}
      {current || !connectionNotice ? null : (
        <Portal.Root container={container ?? undefined} asChild>
          {connectionNotice}
        </Portal.Root>
      )}
    </ElicitationQueueContext.Provider>
  );
}
