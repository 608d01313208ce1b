/**
 * rjsf's own form suite (@rjsf/snapshot-tests) rendered with the elicitation theme: every case rjsf
 * supports in general must render without crashing, and the DOM is pinned in a snapshot.
 */
import { formTests } from '@rjsf/snapshot-tests';
import { vi } from 'vitest';
import { ElicitationThemedForm } from '../../src/rjsf/Form';

// The date-time widget names the machine's time zone; pin it so the snapshot is the same everywhere.
vi.mock('../../src/rjsf/widgets/dateTime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/rjsf/widgets/dateTime')>()),
  describeTimeZone: () => 'Etc/UTC (UTC+00:00)',
}));

formTests(ElicitationThemedForm);
