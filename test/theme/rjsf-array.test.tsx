/**
 * rjsf's own array suite (@rjsf/snapshot-tests) rendered with the elicitation theme: every case rjsf
 * supports in general must render without crashing, and what it renders is pinned as its accessibility
 * tree (roles, names, states, values), which a reviewer can read in a diff.
 */
import { arrayTests } from '@rjsf/snapshot-tests';
import { expect } from 'vitest';
import { ElicitationThemedForm } from '../../src/rjsf/ThemedForm';
import { accessibilityTreeSerializer } from '../support/accessibilityTree';

expect.addSnapshotSerializer(accessibilityTreeSerializer);
arrayTests(ElicitationThemedForm);
