import { DocsContext, useOf } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import { type GlobalsContext, storyLocale, storyTheme } from '../../.storybook/globals';
import './docs.css';

/** Props of `FramedStory`. */
export interface FramedStoryProps {
  /** The story export, as for Storybook's `<Story of>`. */
  of: unknown;
  /** Height of the frame. @default '640px' */
  height?: string;
}

/**
 * A story in a frame of its own (a dialog is modal, so two on one page would fight over focus) that,
 * unlike Storybook's framed `<Story inline={false}>`, follows the Theme and Locale toolbars: the
 * frame's address carries them.
 */
export function FramedStory({ of, height = '640px' }: FramedStoryProps) {
  const docs = useContext(DocsContext);
  const resolved = useOf(of as Parameters<typeof useOf>[0], ['story']);
  if (resolved.type !== 'story') throw new Error('FramedStory needs a story');
  const { story } = resolved;
  // The docs page's globals (the toolbars) merged with the story's own.
  const context = docs.getStoryContext(story) as unknown as GlobalsContext;
  const query = new URLSearchParams({
    id: story.id,
    viewMode: 'story',
    globals: `theme:${storyTheme(context)};locale:${storyLocale(context)}`,
  });
  return (
    <iframe
      data-slot="framed-story"
      src={`iframe.html?${query}`}
      title={`${story.title}: ${story.name}`}
      style={{ height }}
    />
  );
}
