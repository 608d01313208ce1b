import { Dialog, VisuallyHidden } from 'radix-ui';
import { type ComponentPropsWithoutRef, useRef } from 'react';
import { ElicitationContent } from './ElicitationContent';
import { type ElicitationOptions, ElicitationRoot, splitElicitationOptions, useElicitation } from './ElicitationRoot';

/** Props of `ElicitationDialog`: the request options plus the dialog content's own attributes. */
export type ElicitationDialogProps = ElicitationOptions &
  Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, keyof ElicitationOptions> & {
    /** Where the dialog is portalled. @default document.body */
    container?: HTMLElement | null;
  };

/** How long after appearing a click outside the dialog is not taken as cancel. */
const OUTSIDE_CLICK_GRACE_MS = 600;

const FIRST_CONTROL =
  '[data-slot="form"] input:not([type="hidden"]), [data-slot="form"] button[role], [data-slot="form"] [role="radio"]';

function DialogFrame({
  container,
  children,
  onOpenAutoFocus,
  onPointerDownOutside,
  ...props
}: Omit<ElicitationDialogProps, keyof ElicitationOptions>) {
  const { ids, phase, request, messages, t, cancel, stopWaiting } = useElicitation('ElicitationDialog');
  const openedAt = useRef(Date.now());
  const open = phase !== 'answered';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Escape, the close button and a click outside all dismiss without choosing: cancel
        // (after a URL was opened, cancel the wait).
        if (!next) (phase === 'waiting' ? stopWaiting : cancel)();
      }}
    >
      <Dialog.Portal container={container ?? undefined}>
        <Dialog.Overlay data-slot="overlay" />
        <Dialog.Content
          data-slot="elicitation"
          data-dialog=""
          data-mode={request?.mode ?? 'invalid'}
          data-state={phase}
          aria-describedby={ids.message}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus?.(event);
            if (event.defaultPrevented) return;
            // Start at the first answer rather than the close button.
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(FIRST_CONTROL);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onPointerDownOutside={(event) => {
            onPointerDownOutside?.(event);
            if (event.defaultPrevented) return;
            // A click meant for the page that lands as the dialog appears must not cancel it unseen.
            if (Date.now() - openedAt.current < OUTSIDE_CLICK_GRACE_MS) event.preventDefault();
          }}
          {...props}
        >
          <VisuallyHidden.Root asChild>
            <Dialog.Title>
              {t(request?.mode === 'url' ? messages.dialog.urlTitle : messages.dialog.formTitle)}
            </Dialog.Title>
          </VisuallyHidden.Root>
          {children ?? <ElicitationContent />}
          <Dialog.Close data-slot="close" aria-label={messages.dialog.close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * An elicitation request in a modal dialog (Radix Dialog): focus trapped and returned; Escape, the
 * close button and a click outside are cancel. It closes once the request is answered.
 */
export function ElicitationDialog(props: ElicitationDialogProps) {
  const [options, frameProps] = splitElicitationOptions(props);
  return (
    <ElicitationRoot {...options}>
      <DialogFrame {...frameProps} />
    </ElicitationRoot>
  );
}
