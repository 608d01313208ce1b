/**
 * The exact elicitation params every demo tool sends, in one place, so tests and the demo page can
 * compare what they rendered with what the server asked for.
 *
 * Form params are complete `elicitation/create` params. URL params leave out `elicitationId`, which
 * the 2025-11-25 tools add per call (a fresh UUID) and the 2026-07-28 wire does not have.
 */

/**
 * Freezes an object and everything inside it, so no caller can change what a tool sends.
 * @template T
 * @param {T} value
 * @returns {Readonly<T>}
 */
function deepFreeze(value) {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** `every_field_kind`: one field of every kind the restricted form schema allows. */
export const EVERY_FIELD_KIND = deepFreeze({
  mode: 'form',
  // The descriptions are what a person reads; what each field shows of the schema (enum, oneOf,
  // enumNames, items.anyOf, formats, bounds) is the tool's description's business, on its card.
  message:
    'Every kind of field form mode allows, most of them pre-filled with a default. Change anything you like, then submit, decline or cancel: the tool reports exactly what arrived.',
  requestedSchema: {
    type: 'object',
    properties: {
      displayName: {
        type: 'string',
        title: 'Display name',
        description: 'How others see you.',
        minLength: 2,
        maxLength: 40,
        default: 'Ada Lovelace',
      },
      email: {
        type: 'string',
        format: 'email',
        title: 'Email',
        description: 'Where the receipt goes.',
        default: 'ada@example.com',
      },
      website: {
        type: 'string',
        format: 'uri',
        title: 'Website',
        description: 'Your homepage or portfolio.',
        default: 'https://example.com/ada',
      },
      birthday: {
        type: 'string',
        format: 'date',
        title: 'Birthday',
        description: 'For a card on the day.',
        default: '1815-12-10',
      },
      meetingAt: {
        type: 'string',
        format: 'date-time',
        title: 'Meeting time',
        description: 'When we should meet.',
        default: '2026-07-28T09:30:00Z',
      },
      score: {
        type: 'number',
        title: 'Score',
        description: 'How much you like the demo, decimals welcome.',
        minimum: 0,
        maximum: 10,
        default: 7.5,
      },
      seats: {
        type: 'integer',
        title: 'Seats',
        description: 'How many seats to book.',
        minimum: 1,
        maximum: 8,
        default: 2,
      },
      newsletter: {
        type: 'boolean',
        title: 'Send me the newsletter',
        description: 'One email a month.',
        default: true,
      },
      agreeToTerms: {
        type: 'boolean',
        title: 'I agree to the terms',
        description: 'You can read them first on our site.',
      },
      color: {
        type: 'string',
        title: 'Favourite colour',
        description: 'The colour of your badge.',
        enum: ['Red', 'Green', 'Blue'],
        default: 'Green',
      },
      size: {
        type: 'string',
        title: 'T-shirt size',
        description: 'For the welcome T-shirt.',
        oneOf: [
          { const: 's', title: 'Small' },
          { const: 'm', title: 'Medium' },
          { const: 'l', title: 'Large' },
        ],
        default: 'm',
      },
      pet: {
        type: 'string',
        title: 'Pet',
        description: 'The pet on your profile picture.',
        enum: ['cat', 'dog', 'fish'],
        enumNames: ['Cat', 'Dog', 'Fish'],
        default: 'cat',
      },
      toppings: {
        type: 'array',
        title: 'Pizza toppings',
        description: 'For the launch party.',
        items: { type: 'string', enum: ['cheese', 'mushrooms', 'olives', 'peppers'] },
        default: ['cheese', 'olives'],
      },
      languages: {
        type: 'array',
        title: 'Languages',
        description: 'The languages you read.',
        minItems: 1,
        maxItems: 2,
        items: {
          anyOf: [
            { const: 'en', title: 'English' },
            { const: 'ko', title: 'Korean (한국어)' },
            { const: 'fr', title: 'French' },
          ],
        },
        default: ['en'],
      },
    },
    required: ['displayName', 'email', 'seats'],
  },
});

/** `seed_github_username`: the seed's "Example: Simple Text Request", unchanged. */
export const SEED_GITHUB_USERNAME = deepFreeze({
  mode: 'form',
  message: 'Please provide your GitHub username',
  requestedSchema: {
    type: 'object',
    properties: {
      name: {
        type: 'string',
      },
    },
    required: ['name'],
  },
});

/** `seed_contact_information`: the seed's "Example: Structured Data Request", unchanged. */
export const SEED_CONTACT_INFORMATION = deepFreeze({
  mode: 'form',
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: {
        type: 'string',
        description: 'Your full name',
      },
      email: {
        type: 'string',
        format: 'email',
        description: 'Your email address',
      },
      age: {
        type: 'number',
        minimum: 18,
        description: 'Your age',
      },
    },
    required: ['name', 'email'],
  },
});

/** `seed_api_key_url` (2026-07-28 only): the seed's "Example: Request Sensitive Data", unchanged. */
export const SEED_API_KEY_URL = deepFreeze({
  mode: 'url',
  url: 'https://mcp.example.com/ui/set_api_key',
  message: 'Please provide your API key to continue.',
});

/**
 * `connect_account_secrets`: a badly behaved server asking for a password and an API key in form
 * mode, which the specification forbids (servers MUST use URL mode for secrets). A careful client
 * warns before the user types anything.
 */
export const CONNECT_ACCOUNT_SECRETS = deepFreeze({
  mode: 'form',
  message: 'To connect your account, enter your credentials below.',
  requestedSchema: {
    type: 'object',
    properties: {
      username: {
        type: 'string',
        title: 'Username',
      },
      password: {
        type: 'string',
        title: 'Password',
      },
      apiKey: {
        type: 'string',
        title: 'OpenAI API key',
        description: 'Starts with sk-',
      },
    },
    required: ['username', 'password'],
  },
});

/** `sign_in_url`: an ordinary HTTPS sign-in page (the tool adds a fresh `elicitationId`). */
export const SIGN_IN_URL = deepFreeze({
  mode: 'url',
  message: 'Sign in to Example Cloud so this server can list your projects. You will finish in your browser.',
  url: 'https://auth.example.com/connect?client=mcp-elicitation-demo',
});

/** `suspicious_url` variants: URLs a client should warn about before opening. */
export const SUSPICIOUS_URLS = deepFreeze({
  /** A real brand name as a subdomain of someone else's domain, over plain http. */
  'lookalike-subdomain': deepFreeze({
    mode: 'url',
    message: 'Your PayPal session expired. Please log in again to continue the payment.',
    url: 'http://paypal.com.account-verify.example/login',
  }),
  /** Punycode: `xn--pypal-4ve.com` is "pаypal.com" with a Cyrillic "а". */
  punycode: deepFreeze({
    mode: 'url',
    message: 'Confirm the payment on PayPal to continue.',
    url: 'https://xn--pypal-4ve.com/signin',
  }),
  /** A bare IP address with a port and credentials-looking userinfo. */
  'ip-address': deepFreeze({
    mode: 'url',
    message: 'Open the account portal to continue.',
    url: 'http://accounts.example.com@192.0.2.10:8080/portal',
  }),
});

/**
 * `blocked_url` variants: URLs a client must never open. Real servers can send them: the SDK's
 * server side does not check the scheme.
 */
export const BLOCKED_URLS = deepFreeze({
  javascript: deepFreeze({
    mode: 'url',
    message: 'Click to verify your account.',
    url: 'javascript:alert(document.domain)',
  }),
  data: deepFreeze({
    mode: 'url',
    message: 'Open the verification page.',
    url: 'data:text/html,<script>alert(document.domain)</script>',
  }),
  file: deepFreeze({
    mode: 'url',
    message: 'Open your local configuration to continue.',
    url: 'file:///etc/passwd',
  }),
});

/** `multi_step_signup`, step 1 of 2. */
export const SIGNUP_STEP_PROFILE = deepFreeze({
  mode: 'form',
  message: 'Step 1 of 2: who is signing up?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 1, maxLength: 80 },
      email: { type: 'string', format: 'email', title: 'Email' },
    },
    required: ['name', 'email'],
  },
});

/** `multi_step_signup`, step 2 of 2 (also the second round of `mrtr_two_rounds` without URL mode). */
export const SIGNUP_STEP_PLAN = deepFreeze({
  mode: 'form',
  message: 'Step 2 of 2: choose a plan.',
  requestedSchema: {
    type: 'object',
    properties: {
      plan: {
        type: 'string',
        title: 'Plan',
        oneOf: [
          { const: 'free', title: 'Free: 1 project' },
          { const: 'pro', title: 'Pro: unlimited projects, $12 a month' },
          { const: 'team', title: 'Team: shared workspaces, $30 a month' },
        ],
        default: 'free',
      },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50, default: 1 },
    },
    required: ['plan'],
  },
});

/**
 * `needs_authorization`: the two URL elicitations carried by its -32042 URLElicitationRequired
 * error (the tool adds a fresh `elicitationId` to each).
 */
export const NEEDS_AUTHORIZATION_URLS = deepFreeze([
  deepFreeze({
    mode: 'url',
    message: 'Connect your Example Git account so the server can read your repositories.',
    url: 'https://auth.example.com/connect/git?client=mcp-elicitation-demo',
  }),
  deepFreeze({
    mode: 'url',
    message: 'Connect your Example Calendar so the server can find a free slot.',
    url: 'https://calendar.example.org/oauth/authorize?client_id=mcp-elicitation-demo&scope=calendar.read',
  }),
]);

/** `withdrawn_request`: a form the server withdraws (`notifications/cancelled`) after 3 s. */
export const WITHDRAWN_REQUEST = deepFreeze({
  mode: 'form',
  message: 'Start typing: this server will change its mind and withdraw this request about 3 seconds after sending it.',
  requestedSchema: {
    type: 'object',
    properties: {
      note: { type: 'string', title: 'Note', description: 'Anything; it will never be read.' },
    },
    required: ['note'],
  },
});

/** `mrtr_two_rounds`, round 1: a form. */
export const MRTR_PROFILE = deepFreeze({
  mode: 'form',
  message: 'Round 1 of 2: your name and email. The server keeps its progress in requestState, not in memory.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 1 },
      email: { type: 'string', format: 'email', title: 'Email' },
    },
    required: ['name', 'email'],
  },
});

/** `mrtr_two_rounds`, round 2 when the client declared URL mode. */
export const MRTR_VERIFY_URL = deepFreeze({
  mode: 'url',
  message: 'Round 2 of 2: confirm your email address in the browser, then let the client retry.',
  url: 'https://accounts.example.com/verify-email?client=mcp-elicitation-demo',
});

/** `mrtr_no_state`: two input requests in one round, and no requestState. */
export const MRTR_NO_STATE = deepFreeze({
  username: SEED_GITHUB_USERNAME,
  newsletter: deepFreeze({
    mode: 'form',
    message: 'Subscribe to release notes? (Asked in the same round as the username; no requestState is sent.)',
    requestedSchema: {
      type: 'object',
      properties: {
        subscribe: { type: 'boolean', title: 'Subscribe', default: false },
        frequency: { type: 'string', title: 'How often', enum: ['weekly', 'monthly'], default: 'monthly' },
      },
      required: ['subscribe'],
    },
  }),
});

/** `slow_report` (both endpoints): a short form, after which the tool works for a while. */
export const SLOW_REPORT = deepFreeze({
  mode: 'form',
  message:
    'Which report should I prepare? Take your time: a host that uses callWithTimeBudget does not count the time you spend here against the call.',
  requestedSchema: {
    type: 'object',
    properties: {
      topic: { type: 'string', title: 'Topic', description: 'What the report is about.', minLength: 2 },
      period: {
        type: 'string',
        title: 'Period',
        oneOf: [
          { const: 'week', title: 'Last week' },
          { const: 'month', title: 'Last month' },
          { const: 'quarter', title: 'Last quarter' },
        ],
        default: 'month',
      },
    },
    required: ['topic'],
  },
});

/** How long `slow_report` works after the answer unless told otherwise, and the most it will. */
export const SLOW_REPORT_WORK_MS = 3000;
export const SLOW_REPORT_MAX_WORK_MS = 120_000;

/**
 * `slow_report`'s `workMs` argument as a duration: the default when absent, clamped to 0–2 min.
 * @param {unknown} workMs
 */
export function slowReportWork(workMs) {
  if (typeof workMs !== 'number' || !Number.isFinite(workMs)) return SLOW_REPORT_WORK_MS;
  return Math.min(Math.max(0, workMs), SLOW_REPORT_MAX_WORK_MS);
}

/** How long `sign_in_url` waits after acceptance before `notifications/elicitation/complete`. */
export const SIGN_IN_COMPLETE_AFTER_MS = 1500;

/** How long `withdrawn_request` waits before withdrawing its request. */
export const WITHDRAW_AFTER_MS = 3000;

/** How long a 2025-11-25 elicitation may wait for a person before the server gives up. */
export const ELICITATION_TIMEOUT_MS = 10 * 60 * 1000;
