import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Every story of the project, rendered in jsdom and compared with its committed DOM snapshot.
const storyFiles = import.meta.glob<Record<string, unknown>>(
  ['../../stories/**/*.stories.tsx', '../../src/**/*.stories.tsx'],
  {
    eager: true,
  },
);

describe.each(Object.entries(storyFiles))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it.each(stories)('%s', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container).toMatchSnapshot();
  });
});
