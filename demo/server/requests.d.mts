/** Types for `requests.mjs`: the exact elicitation params each demo tool sends. */

export interface FormParams {
  readonly mode: 'form';
  readonly message: string;
  readonly requestedSchema: {
    readonly type: 'object';
    readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    readonly required?: readonly string[];
  };
}

/** URL params without `elicitationId` (the 2025-11-25 tools add a fresh one per call). */
export interface UrlParams {
  readonly mode: 'url';
  readonly message: string;
  readonly url: string;
}

export declare const EVERY_FIELD_KIND: FormParams;
export declare const SEED_GITHUB_USERNAME: FormParams;
export declare const SEED_CONTACT_INFORMATION: FormParams;
export declare const SEED_API_KEY_URL: UrlParams;
export declare const CONNECT_ACCOUNT_SECRETS: FormParams;
export declare const SIGN_IN_URL: UrlParams;
export declare const SUSPICIOUS_URLS: Readonly<Record<'lookalike-subdomain' | 'punycode' | 'ip-address', UrlParams>>;
export declare const BLOCKED_URLS: Readonly<Record<'javascript' | 'data' | 'file', UrlParams>>;
export declare const SIGNUP_STEP_PROFILE: FormParams;
export declare const SIGNUP_STEP_PLAN: FormParams;
export declare const NEEDS_AUTHORIZATION_URLS: readonly UrlParams[];
export declare const WITHDRAWN_REQUEST: FormParams;
export declare const MRTR_PROFILE: FormParams;
export declare const MRTR_VERIFY_URL: UrlParams;
export declare const MRTR_NO_STATE: Readonly<{ username: FormParams; newsletter: FormParams }>;
export declare const SLOW_REPORT: FormParams;
export declare const SLOW_REPORT_WORK_MS: number;
export declare const SLOW_REPORT_MAX_WORK_MS: number;
export declare function slowReportWork(workMs: unknown): number;
export declare const SIGN_IN_COMPLETE_AFTER_MS: number;
export declare const WITHDRAW_AFTER_MS: number;
export declare const ELICITATION_TIMEOUT_MS: number;
