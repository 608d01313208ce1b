import { Slot } from 'radix-ui';
import type { ReactNode, Ref } from 'react';

/** The `asChild` prop every part that renders one element takes. */
export interface AsChildProp {
  /**
   * Render the part's props and content into your own single child element instead of the
   * default one (Radix `Slot`); your element's own children follow the part's content.
   * @default false
   */
  asChild?: boolean;
}

type PartTag = 'div' | 'section' | 'header' | 'p';

/**
 * @internal Renders a part's one element: `tag`, or with `asChild` the consumer's only child,
 * with the part's attributes first (the consumer's win), the part's content, then the consumer's children.
 */
export function renderPart(
  Tag: PartTag,
  ours: Record<string, unknown>,
  { asChild, children, ...theirs }: AsChildProp & { children?: ReactNode },
  ref: Ref<HTMLElement>,
  content: ReactNode,
) {
  if (asChild) {
    return (
      <Slot.Root ref={ref} {...ours} {...theirs}>
        {content}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }
  return (
    <Tag ref={ref as Ref<never>} {...ours} {...theirs}>
      {content}
      {children}
    </Tag>
  );
}
