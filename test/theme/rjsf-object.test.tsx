/**
 * rjsf's own object suite (@rjsf/snapshot-tests) rendered with the elicitation theme: every case rjsf
 * supports in general must render without crashing, and the DOM is pinned in a snapshot.
 */
import { objectTests } from '@rjsf/snapshot-tests';
import { ElicitationThemedForm } from '../../src/rjsf/Form';

objectTests(ElicitationThemedForm);
