import type { ElicitationPartData, ElicitResult } from 'mcp-elicitation-react/core';
import { forwardRef } from 'react';
import { receiptOutcome } from '../core/protocol';
import { ElicitationCard, type ElicitationCardProps } from './ElicitationCard';

/** Props of `ElicitationMessagePart`. */
export type ElicitationMessagePartProps = Omit<
  ElicitationCardProps,
  'params' | 'requestKey' | 'server' | 'onResult' | 'deadline' | 'settled'
> & {
  /** The part's data, as the chat's message holds it (`part.data` of a `data-elicitation` part). */
  data: ElicitationPartData;
  /**
   * Sends the person's answer for item `data.id`, e.g. `answerElicitation({ url, id: data.id, result })`
   * from `mcp-elicitation-react/mcp`. A returned promise shows the sending state; once it resolves the
   * card collapses to its receipt.
   */
  onResult: (result: ElicitResult, data: ElicitationPartData) => unknown;
};

/**
 * One `data-elicitation` part of a chat message: a waiting request as an `ElicitationCard` (with
 * its deadline), a settled one (answered here or elsewhere, withdrawn, expired) as its receipt.
 * Takes plain data, so any chat SDK's message parts can feed it.
 */
export const ElicitationMessagePart = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationMessagePartProps>(
  function ElicitationMessagePart({ data, onResult, ...props }, ref) {
    const settled =
      data.state === 'pending'
        ? null
        : {
            outcome: receiptOutcome(data.result, data.state) ?? 'cancel',
            result: data.result ?? null,
            at: data.settledAt,
            withheld: data.withheld,
          };
    return (
      <ElicitationCard
        ref={ref}
        {...props}
        params={data.params}
        requestKey={data.id}
        server={data.server}
        deadline={data.deadline ?? undefined}
        settled={settled}
        onResult={(result) => onResult(result, data)}
      />
    );
  },
);
