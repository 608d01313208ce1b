/**
 * rjsf's own array suite (@rjsf/snapshot-tests) rendered with the elicitation theme: every case rjsf
 * supports in general must render without crashing, and the DOM is pinned in a snapshot.
 */
import { arrayTests } from '@rjsf/snapshot-tests';
import { ElicitationThemedForm } from '../../src/rjsf/Form';

arrayTests(ElicitationThemedForm);
