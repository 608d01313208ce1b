import type { ValidatorType } from '@rjsf/utils';
import { Dialog } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { ElicitationContent } from '../components/ElicitationContent';
import { ElicitationDialog } from '../components/ElicitationDialog';
import type { OpenUrl } from '../components/ElicitationRoot';
import { UrlElicitationSequence } from '../components/UrlElicitationSequence';
import { useUnmountEffect } from '../components/useUnmountEffect';
import { serverDisplayName } from '../core/server';
import { fillTemplate, resolveMessages } from '../i18n/format';
import type { ElicitationMessagesOverride } from '../i18n/messages';
import {
  type ElicitationNotice,
  ElicitationQueue,
  type ElicitationQueueSnapshot,
  type ElicitationRequestItem,
  type UrlElicitationRequiredItem,
} from './ElicitationQueue';
import { type ElicitationQueueMessages, resolveQueueMessages } from './messages';

/** Props of `ElicitationProvider`. */
export interface ElicitationProviderProps {
  children?: ReactNode;
  /** The queue the SDK handlers feed. @default a queue of its own, reachable through `useElicitations()` */
  queue?: ElicitationQueue;
  /** BCP 47 locale for built-in messages, numbers and dates. @default 'en' */
  locale?: string;
  /** Overrides of any built-in message of the dialogs. */
  messages?: ElicitationMessagesOverride;
  /** Overrides of the queue's own messages ("1 of 3", the withdrawal notice). */
  queueMessages?: Partial<ElicitationQueueMessages>;
  /** The rjsf validator for form mode. @default a @cfworker/json-schema validator (no eval, CSP-safe) */
  validator?: ValidatorType;
  /** Show a review of the answers before sending. @default true */
  reviewBeforeSubmit?: boolean;
  /** URL mode: opens the consented URL. @default openInNewTab (`window.open` with noopener,noreferrer) */
  openUrl?: OpenUrl;
  /** Where the dialogs are portalled. @default document.body */
  container?: HTMLElement | null;
  /** How long a notice such as "Weather withdrew its request." stays, in milliseconds. @default 5000 */
  noticeDuration?: number;
}

/** What `useElicitations()` returns: the queue and its current state. */
export interface ElicitationsValue extends ElicitationQueueSnapshot {
  queue: ElicitationQueue;
}

const ElicitationsContext = createContext<ElicitationsValue | null>(null);

/** The queue and its state; throws outside `ElicitationProvider`. */
export function useElicitations(): ElicitationsValue {
  const value = useContext(ElicitationsContext);
  if (!value) throw new Error('useElicitations() must be used inside <ElicitationProvider>.');
  return value;
}

interface ItemViewProps {
  queue: ElicitationQueue;
  header: ReactNode;
  locale: string;
  messages: ElicitationMessagesOverride | undefined;
  queueMessages: ElicitationQueueMessages;
  validator: ValidatorType | undefined;
  reviewBeforeSubmit: boolean | undefined;
  openUrl: OpenUrl | undefined;
  container: HTMLElement | null | undefined;
}

function RequestDialog({ item, queue, header, ...options }: ItemViewProps & { item: ElicitationRequestItem }) {
  const { id } = item;
  return (
    <ElicitationDialog
      request={item.params}
      server={item.server}
      locale={options.locale}
      messages={options.messages}
      validator={options.validator}
      reviewBeforeSubmit={options.reviewBeforeSubmit}
      openUrl={options.openUrl}
      container={options.container}
      complete={item.completed}
      onResult={(result) => {
        queue.respond(id, result);
      }}
      onRetry={item.wait === 'retry' ? () => queue.retry(id) : undefined}
      onCancelWaiting={() => queue.stop(id)}
    >
      {header}
      <ElicitationContent />
    </ElicitationDialog>
  );
}

function UrlRequiredDialog({ item, queue, header, ...options }: ItemViewProps & { item: UrlElicitationRequiredItem }) {
  const { id, server } = item;
  const close = resolveMessages(options.locale, options.messages).dialog.close;
  const title = fillTemplate(
    options.queueMessages.urlRequiredTitle,
    { server: serverDisplayName(server) },
    options.locale,
  );
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) queue.stop(id);
      }}
    >
      <Dialog.Portal container={options.container ?? undefined}>
        <Dialog.Overlay data-slot="overlay" />
        <Dialog.Content data-slot="elicitation" data-dialog="" data-mode="url-required" aria-describedby={undefined}>
          <Dialog.Title data-slot="url-required-title">{title}</Dialog.Title>
          {header}
          <UrlElicitationSequence
            elicitations={item.elicitations}
            server={server}
            locale={options.locale}
            messages={options.messages}
            openUrl={options.openUrl}
            onComplete={(results) => {
              if (results.some((result) => result.action !== 'accept')) queue.stop(id);
            }}
            onRetry={() => queue.retry(id)}
          />
          <Dialog.Close data-slot="close" aria-label={close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Notices({
  notices,
  messages,
  locale,
}: {
  notices: readonly ElicitationNotice[];
  messages: ElicitationQueueMessages;
  locale: string;
}) {
  return (
    <div role="status" data-slot="queue-notices">
      {notices.map((notice) => (
        <p key={notice.id} data-slot="queue-notice" data-kind={notice.kind}>
          {fillTemplate(
            notice.kind === 'answered-elsewhere' ? messages.answeredElsewhere : messages.withdrawn,
            { server: serverDisplayName(notice.server) },
            locale,
          )}
        </p>
      ))}
    </div>
  );
}

/**
 * Shows the queue's requests one at a time in a dialog, each with its own server's attribution and
 * its place in line ("1 of 3"); says so when a server withdraws the request being shown. Unmounting
 * answers everything still in line with cancel.
 */
export function ElicitationProvider({
  children,
  queue: queueProp,
  locale = 'en',
  messages,
  queueMessages: queueOverrides,
  validator,
  reviewBeforeSubmit,
  openUrl,
  container,
  noticeDuration = 5000,
}: ElicitationProviderProps) {
  const [ownQueue] = useState(() => (queueProp ? null : new ElicitationQueue()));
  const queue = queueProp ?? (ownQueue as ElicitationQueue);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const queueMessages = useMemo(() => resolveQueueMessages(locale, queueOverrides), [locale, queueOverrides]);

  // Unmounting cancels what is in line.
  const cancelAll = useCallback(() => queue.cancelAll(), [queue]);
  useUnmountEffect(cancelAll);

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

  const value = useMemo<ElicitationsValue>(() => ({ ...snapshot, queue }), [snapshot, queue]);
  const noticeList = <Notices notices={notices} messages={queueMessages} locale={locale} />;
  const header = (
    <>
      {notices.length > 0 ? noticeList : null}
      {position && position.total > 1 ? (
        <p data-slot="queue-position">{fillTemplate(queueMessages.position, { ...position }, locale)}</p>
      ) : null}
    </>
  );
  const viewProps: ItemViewProps = {
    queue,
    header,
    locale,
    messages,
    queueMessages,
    validator,
    reviewBeforeSubmit,
    openUrl,
    container,
  };

  return (
    <ElicitationsContext.Provider value={value}>
      {children}
      {current?.kind === 'elicitation' ? <RequestDialog key={current.id} item={current} {...viewProps} /> : null}
      {current?.kind === 'url-required' ? <UrlRequiredDialog key={current.id} item={current} {...viewProps} /> : null}
      {/* With a dialog open the notice is shown inside it; the page behind is hidden from assistive technology. */}
      {current ? null : noticeList}
    </ElicitationsContext.Provider>
  );
}
