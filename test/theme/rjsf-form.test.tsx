/**
 * rjsf's own form suite (@rjsf/snapshot-tests) rendered with the elicitation theme: every case rjsf
 * supports in general must render without crashing, and what it renders is pinned as its accessibility
 * tree (roles, names, states, values), which a reviewer can read in a diff.
 */
import { formTests } from '@rjsf/snapshot-tests';
import { expect, vi } from 'vitest';
import { ElicitationThemedForm } from '../../src/rjsf/ThemedForm';
import { accessibilityTreeSerializer } from '../support/accessibilityTree';

// The date-time widget names the machine's time zone; pin it so the snapshot is the same everywhere.
vi.mock('../../src/rjsf/widgets/dateTime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/rjsf/widgets/dateTime')>()),
  useTimeZoneDescription: () => ({ text: 'Etc/UTC (UTC+00:00)', pending: false }),
}));

expect.addSnapshotSerializer(accessibilityTreeSerializer);
formTests(ElicitationThemedForm);
