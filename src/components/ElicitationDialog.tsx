import { Dialog, VisuallyHidden } from 'radix-ui';
import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef, type Ref, useRef, useState } from 'react';
import { useHostColorScheme } from './colorScheme';
import { composeEventHandlers, composeRefs } from './compose';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { ElicitationContent } from './ElicitationContent';
import { ElicitationErrorBoundary } from './ElicitationErrorBoundary';
import { type ElicitationOptions, ElicitationRoot, splitElicitationOptions } from './ElicitationRoot';
import { useUrlConsentParts } from './ElicitationUrlConsent';
import { initialFocusTarget } from './focus';
import type { RequestSnapshot } from './RequestStore';
import { useKeyboardInset } from './useKeyboardInset';

/**
 * Props of `ElicitationDialogFrame`: the attributes of the dialog's content element (Radix
 * `Dialog.Content`, whose handlers compose with the frame's); its children are its content.
 */
export type ElicitationDialogFrameProps = Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'asChild'> & {
  /** Where the dialog is portalled. @default document.body */
  container?: HTMLElement | null;
};

/** Props of `ElicitationDialog`: the request options plus the frame's (`ElicitationDialogFrameProps`). */
export type ElicitationDialogProps = ElicitationOptions & Omit<ElicitationDialogFrameProps, keyof ElicitationOptions>;

/** How long after appearing a click outside the dialog is not taken as cancel. */
const OUTSIDE_CLICK_GRACE_MS = 600;

/** @internal What a modal dialog of this library is, whatever it holds. */
export interface DialogShellProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'asChild' | 'title'> {
  /** Whether it is shown. */
  open: boolean;
  /** Escape, the close button and a click outside: the caller decides what dismissing means. */
  onDismiss: () => void;
  /** The dialog's accessible name (visually hidden: the header says it on screen). */
  title: string;
  /** `data-slot` of the title element. */
  titleSlot?: string;
  /** The close button's label. */
  closeLabel: string;
  /** The id of what describes the close button (what Cancel does: × does the same). */
  closeDescription?: string;
  /** Where the dialog is portalled. @default document.body */
  container?: HTMLElement | null;
}

/**
 * @internal The one modal dialog of the library (Radix Dialog), for a request's frame and the
 * provider's `-32042` walk-through alike: focus starts at the first field or the app's own heading
 * (never the server's text) and returns to where it was; a click outside that lands as the dialog
 * appears is not taken as a dismissal; on a phone it is a bottom sheet above the on-screen keyboard.
 */
export const DialogShell = /* @__PURE__ */ forwardRef<HTMLElement, DialogShellProps>(function DialogShell(
  {
    open,
    onDismiss,
    title,
    titleSlot,
    closeLabel,
    closeDescription,
    container,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onPointerDownOutside,
    style,
    ...props
  },
  ref,
) {
  const openedAt = useRef(Date.now());
  // The dialog has no trigger: focus goes back to what had it before the dialog appeared.
  const [returnFocusTo] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  // On a phone the dialog is a bottom sheet: it rises above an on-screen keyboard that covers the page.
  const content = useRef<HTMLElement | null>(null);
  const keyboardInset = useKeyboardInset(content);
  const colorScheme = useHostColorScheme();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Escape, the close button and a click outside all dismiss without choosing.
        if (!next) onDismiss();
      }}
    >
      <Dialog.Portal container={container ?? undefined}>
        <Dialog.Overlay data-slot="elicitation-overlay" data-color-scheme={colorScheme} />
        <Dialog.Content
          ref={composeRefs(ref, content) as Ref<HTMLDivElement>}
          data-slot="elicitation"
          data-color-scheme={colorScheme}
          data-dialog=""
          onOpenAutoFocus={composeEventHandlers(onOpenAutoFocus, (event) => {
            // The first answer in a form; the verdict's headline in URL mode; never the server's text.
            const first = initialFocusTarget(event.currentTarget as HTMLElement | null);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          })}
          onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, (event) => {
            if (!(returnFocusTo instanceof HTMLElement) || !returnFocusTo.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          })}
          onPointerDownOutside={composeEventHandlers(onPointerDownOutside, (event) => {
            // A click meant for the page that lands as the dialog appears must not cancel it unseen.
            if (Date.now() - openedAt.current < OUTSIDE_CLICK_GRACE_MS) event.preventDefault();
          })}
          {...props}
          style={
            keyboardInset > 0
              ? ({ '--elicitation-keyboard-inset': `${keyboardInset}px`, ...style } as CSSProperties)
              : style
          }
        >
          <VisuallyHidden.Root asChild>
            <Dialog.Title data-slot={titleSlot}>{title}</Dialog.Title>
          </VisuallyHidden.Root>
          {children}
          <DialogCloseButton label={closeLabel} describedBy={closeDescription} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

/**
 * The dialog's frame, a part for `Elicitation.Root`: the request in a modal dialog (Radix Dialog),
 * focus trapped and returned, Escape, × and a click outside as cancel, a bottom sheet on narrow
 * screens; it closes once the request is answered. Its children are its content (the default
 * arrangement, `ElicitationContent`, when it has none).
 */
export const ElicitationDialogFrame = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationDialogFrameProps>(
  function ElicitationDialogFrame({ children, ...props }, ref) {
    const { store, ids, request, messages, t, locale, dir, deadline } =
      useElicitationConfig('<ElicitationDialogFrame>');
    const phase = useElicitationSelector(store, selectPhase);
    const checked = useElicitationSelector(store, selectChecked);
    // A URL request's dialog opens once URL mode's parts (a lazy chunk) are there and the address is
    // checked, with the verdict's headline to focus: its buttons never change emphasis under the
    // pointer (Decline filled while checking, then Open) in the first moments.
    const partsLoaded = useUrlConsentParts(request?.mode === 'url');
    if (!partsLoaded || (request?.mode === 'url' && !checked)) return null;
    return (
      <DialogShell
        ref={ref}
        open={phase !== 'answered'}
        onDismiss={store.close}
        title={t(request?.mode === 'url' ? messages.dialog.urlTitle : messages.dialog.formTitle)}
        closeLabel={messages.dialog.close}
        closeDescription={ids.cancelHint}
        data-mode={request?.mode ?? 'invalid'}
        data-state={phase}
        lang={locale}
        dir={dir}
        // Read out as the dialog opens: in URL mode the app's verdict (never the server's text
        // first), else the message; then the time left, when there is a deadline.
        aria-describedby={[
          request?.mode === 'url' ? `${ids.idPrefix}-verdict` : ids.message,
          deadline === null ? null : ids.deadline,
        ]
          .filter(Boolean)
          .join(' ')}
        {...props}
      >
        {/* The default content has its own boundary; a host's parts get one here. */}
        {children ? <ElicitationErrorBoundary>{children}</ElicitationErrorBoundary> : <ElicitationContent />}
      </DialogShell>
    );
  },
);

const selectChecked = (snapshot: RequestSnapshot) => snapshot.assessment !== null;

/** The dialog's × button (Radix `Dialog.Close`). */
function DialogCloseButton({ label, describedBy }: { label: string; describedBy: string | undefined }) {
  return (
    <Dialog.Close data-slot="elicitation-close" aria-label={label} aria-describedby={describedBy}>
      <span aria-hidden="true">×</span>
    </Dialog.Close>
  );
}

/**
 * An elicitation request in a modal dialog (Radix Dialog): focus trapped, then returned to where it
 * was; Escape, the close button and a click outside are cancel. It closes once the request is answered.
 * `ElicitationRoot` and `ElicitationDialogFrame` in one: the same as
 * `<Elicitation.Root {...options}><Elicitation.DialogFrame {...props} /></Elicitation.Root>`.
 */
export const ElicitationDialog = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationDialogProps>(
  function ElicitationDialog(props, ref) {
    const [options, frameProps] = splitElicitationOptions(props);
    return (
      <ElicitationRoot {...options}>
        <ElicitationDialogFrame ref={ref} {...frameProps} />
      </ElicitationRoot>
    );
  },
);
