/**
 * A store author's test file, as it would start: the contract suite's types from
 * `mcp-elicitation-react/bridge/testing` (the suite itself runs under Vitest, which this app lacks).
 */
import type { ElicitationStoreHarness, elicitationStoreTests } from 'mcp-elicitation-react/bridge/testing';

/** What a store author passes to `elicitationStoreTests`. */
export type StoreContract = Parameters<typeof elicitationStoreTests>;

/** A harness over the store the author wrote. */
export type AuthorHarness = ElicitationStoreHarness;
