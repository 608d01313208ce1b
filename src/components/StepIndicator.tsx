import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** Beyond this many, the track would be noise: the words alone say where the user is. */
const MAX_SEGMENTS = 10;

/** Props of `StepIndicator`; the paragraph's own attributes (an `id`, `aria-live`) go on the words. */
export interface StepIndicatorProps extends ComponentPropsWithoutRef<'p'> {
  /** The words, e.g. "Request 1 of 3" or "Step 2 of 2". */
  label: ReactNode;
  /** 1-based position of the current step. */
  index: number;
  total: number;
  /** Every step is behind the user (the -32042 walkthrough's last screen). */
  done?: boolean;
}

/**
 * @internal Where the user stands in a series, in one look shared by the queue ("Request 1 of 3")
 * and the -32042 walkthrough ("Step 1 of 2"): the words, and a track of segments that is only decoration.
 */
export function StepIndicator({ label, index, total, done = false, ...props }: StepIndicatorProps) {
  const segments = total > 1 && total <= MAX_SEGMENTS ? total : 0;
  return (
    <div data-slot="elicitation-steps" data-state={done ? 'done' : 'current'}>
      <p data-slot="elicitation-steps-label" {...props}>
        {label}
      </p>
      {segments > 0 ? (
        <span data-slot="elicitation-steps-track" aria-hidden="true">
          {Array.from({ length: segments }, (_, step) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions, they never move
              key={step}
              data-slot="elicitation-step"
              data-state={done || step < index - 1 ? 'complete' : step === index - 1 ? 'current' : 'upcoming'}
            />
          ))}
        </span>
      ) : null}
    </div>
  );
}
