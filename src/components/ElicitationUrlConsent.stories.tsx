import type { Meta, StoryObj } from '@storybook/react-vite';
import { ElicitationCompletionTracker, type UrlReason } from 'mcp-elicitation-react/core';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type GlobalsContext, storyText } from '../../.storybook/globals';
import { requestFixtures } from '../../test/fixtures';
import { assessUrl, urlHostDetails } from '../core/url';
import { ElicitationPanel } from './ElicitationPanel';
import { UrlElicitationSequence } from './UrlElicitationSequence';

const urlRequest = (url: string, message = 'Please sign in to continue.') => ({ mode: 'url', message, url });

/** A story for one reason: the consent screen shows that reason's sentence (naming the imitated site when known). */
const explains = (url: string, reason: UrlReason): Story => ({
  args: { params: urlRequest(url) },
  play: async (context) => {
    const { messages, t } = storyText(context);
    const { imitates } = urlHostDetails(assessUrl(url));
    const lookalike = reason === 'idn-lookalike' || reason === 'ascii-lookalike';
    const sentence =
      imitates && lookalike ? t(messages.url.imitates, { site: imitates }) : messages.url.reasons[reason];
    await expect(await within(context.canvasElement).findByText(sentence)).toBeVisible();
  },
});

/** The name of the button that opens `domain`, in the story's language. */
const openButton = (context: GlobalsContext, domain: string) => {
  const { messages, t } = storyText(context);
  return t(messages.url.open, { domain });
};

// Stories never open anything: the opener is a spy.
const meta = {
  title: 'URL mode/ElicitationPanel',
  component: ElicitationPanel,
  args: {
    params: requestFixtures.seedUrlApiKey.params,
    server: { name: 'billing-server', title: 'Billing' },
    onResult: fn(),
    url: { openUrl: fn(), onRetry: fn(), onStop: fn() },
  },
} satisfies Meta<typeof ElicitationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's URL request: destination large, full URL with the domain highlighted, Open names it. */
export const Ordinary: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('button', { name: openButton(context, 'example.com') })).toBeVisible();
  },
};

/** A long OAuth URL with a big query string: wrapped, never truncated. */
export const LongOAuthUrl: Story = {
  args: {
    params: urlRequest(
      'https://accounts.google.com/o/oauth2/v2/auth?client_id=1234567890-abcdefghijklmnopqrstuvwxyz.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fmcp.example.com%2Foauth%2Fcallback&response_type=code&scope=openid%20email%20profile%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.readonly&state=eyJhbGciOiJIUzI1NiJ9.eyJzZXNzaW9uIjoiYWJjMTIzIiwibm9uY2UiOiJ4eXoifQ.c2lnbmF0dXJl&access_type=offline&prompt=consent&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
      'Connect your Google Calendar so I can read your schedule.',
    ),
  },
};

/** Warning: plain http to a public host. */
export const WarnInsecureHttp: Story = { args: { params: urlRequest('http://example.com/login') } };
/** Warning: an IP address host, in a private range. */
export const WarnIpAddress: Story = { args: { params: urlRequest('https://192.168.1.10/setup') } };
/** Warning: an IP address written in decimal to disguise it. */
export const WarnObfuscatedIp: Story = { args: { params: urlRequest('http://3232235777/') } };
/** Warning: a non-default port. */
export const WarnPort: Story = { args: { params: urlRequest('https://example.com:8443/pay') } };
/** Warning: an IDN that is all Cyrillic look-alikes of a Latin name under .com. */
export const WarnHomograph: Story = { args: { params: urlRequest('https://аррӏе.com/account') } };
/** Warning: an IDN mixing scripts. */
export const WarnMixedScript: Story = { args: { params: urlRequest('https://pаypal.com/signin') } };
/** Warning: a well-known domain with diacritics. */
export const WarnLookalike: Story = { args: { params: urlRequest('https://gööglé.com/') } };
/** Warning: a subdomain that spells another domain. */
export const WarnEmbeddedDomain: Story = {
  args: { params: urlRequest('https://paypal.com.secure-login.example/verify') },
};
/** Warning: percent-encoded host characters. */
export const WarnPercentEncodedHost: Story = { args: { params: urlRequest('https://ex%61mple.com/') } };
/** Warning: full-width host characters. */
export const WarnFullwidthHost: Story = { args: { params: urlRequest('https://ｅｘａｍｐｌｅ.com/') } };
/** Warning: a very deep host. */
export const WarnDeepHost: Story = { args: { params: urlRequest('https://a.b.c.d.e.f.g.example.com/') } };
/** Warning: a trailing dot. */
export const WarnTrailingDot: Story = { args: { params: urlRequest('https://example.com./') } };
/** Warning: a host without a registrable domain. */
export const WarnNoRegistrableDomain: Story = { args: { params: urlRequest('https://intranet/sso') } };

/** Warning: an IDN label that is not valid punycode/IDNA. */
export const WarnIdnInvalid: Story = { args: { params: urlRequest(`https://${'ü'.repeat(60)}.com/`) } };
/** Warning: an IDN using characters outside the identifier profile (a fraction slash that looks like /). */
export const WarnIdnRestricted: Story = { args: { params: urlRequest('https://g\u2044x.com/') } };
/** Warning: a very long host. */
export const WarnLongHost: Story = {
  args: { params: urlRequest(`https://${'a'.repeat(63)}.${'b'.repeat(63)}.example.com/`) },
};
/** Warning: a top-level domain that is not a real public one. */
export const WarnUnknownTld: Story = { args: { params: urlRequest('https://login.corp/') } };

/** Warning: a name for the user's own machine. */
export const WarnLocalHost = explains('http://localhost:8080/admin', 'local-host');
/** Warning: an ASCII name spelled with digits to imitate a popular one. */
export const WarnAsciiLookalike = explains('https://paypa1.com/signin', 'ascii-lookalike');
/** Warning: thorn, an Icelandic letter, outside Iceland's domains. */
export const WarnTldSpecificCharacter = explains('https://þayment.com/', 'idn-tld-specific-character');
/** Warning: digits and a Cyrillic letter that looks like a 3. */
export const WarnDigitLookalike = explains('https://1з3.com/', 'idn-digit-lookalike');
/** Warning: a Katakana letter placed to pass for a slash between Latin letters. */
export const WarnDangerousPattern = explains('https://examplecomノlogin.com/', 'idn-dangerous-pattern');

/** Blocked: an empty label (two dots in a row). */
export const BlockEmptyLabel = explains('https://www..paypal.com/login', 'empty-label');
/** Blocked: javascript: (the MCP SDKs let it through). */
export const BlockJavascript: Story = { args: { params: urlRequest('javascript:alert(document.cookie)') } };
/** Blocked: data: URL. */
export const BlockData: Story = { args: { params: urlRequest('data:text/html,<script>alert(1)</script>') } };
/** Blocked: file: URL. */
export const BlockFile: Story = { args: { params: urlRequest('file:///etc/passwd') } };
/** Blocked: credentials before the host. */
export const BlockCredentials: Story = { args: { params: urlRequest('https://www.paypal.com@evil.example/login') } };
/** Blocked: a bidi control hidden in the URL. */
export const BlockBidi: Story = { args: { params: urlRequest('https://example.com/\u202Egnp.exe') } };
/** Blocked: a raw control character. */
export const BlockControlCharacter: Story = { args: { params: urlRequest('https://ex\u0007ample.com/') } };
/** Blocked: broken Unicode (a lone surrogate). */
export const BlockInvalidUnicode: Story = { args: { params: urlRequest('https://example.com/\uD800') } };
/** Blocked: not a URL the WHATWG parser accepts. */
export const BlockInvalidUrl: Story = { args: { params: urlRequest('https://') } };
/** Blocked: an invisible zero-width character. */
export const BlockInvisible: Story = { args: { params: urlRequest('https://exa\u200Bmple.com/') } };
/** Blocked: whitespace. */
export const BlockWhitespace: Story = { args: { params: urlRequest('https://example.com/a b') } };
/** Blocked: a backslash. */
export const BlockBackslash: Story = { args: { params: urlRequest('https://example.com\\@evil.example/') } };
/** Blocked: not an absolute URL. */
export const BlockRelative: Story = { args: { params: urlRequest('/oauth/start') } };
/** Blocked: an authority not written as scheme://host. */
export const BlockMalformedAuthority: Story = { args: { params: urlRequest('https:example.com/login') } };
/** Blocked: absurd length. */
export const BlockTooLong: Story = { args: { params: urlRequest(`https://example.com/${'a'.repeat(9000)}`) } };

/** The browser refused the new tab (the host's opener said so): Copy link and "I opened it myself". */
export const PopupBlocked: Story = {
  args: { url: { openUrl: fn(() => false), onRetry: fn(), onStop: fn() } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: openButton(context, 'example.com') }));
    await expect(await canvas.findByText(storyText(context).messages.url.popupBlocked)).toBeVisible();
  },
};

/** After consent: accept sent, waiting with retry and cancel. */
export const Waiting: Story = {
  play: async (context) => {
    const { messages, t } = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: openButton(context, 'example.com') }));
    await expect(context.args.url?.openUrl).toHaveBeenCalledWith('https://mcp.example.com/ui/set_api_key');
    await expect(context.args.onResult).toHaveBeenCalledWith({ action: 'accept' });
    const heading = t(messages.url.waitingHeading, { domain: 'example.com' });
    await expect(await canvas.findByText(heading)).toBeVisible();
  },
};

function CompletionHarness(props: Parameters<typeof ElicitationPanel>[0]) {
  // One tracker per server connection; the host feeds it the server's notifications.
  const [completions] = useState(() => new ElicitationCompletionTracker());
  return (
    <ElicitationPanel
      {...props}
      url={{
        ...props.url,
        completions,
        openUrl: (href) => {
          props.url?.openUrl?.(href);
          // The server's notifications/elicitation/complete arrives a moment later.
          setTimeout(() => completions.complete({ elicitationId: 'e-42' }), 300);
        },
      }}
    />
  );
}

/** A 2025-11-25 completion notification arrives and ends the wait. */
export const CompletionArrives: Story = {
  args: { params: { ...requestFixtures.seedUrlApiKey.params, elicitationId: 'e-42' } },
  render: (args) => <CompletionHarness {...args} />,
  play: async (context) => {
    const { messages, t } = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: openButton(context, 'example.com') }));
    const finished = t(messages.url.complete, { domain: 'example.com' });
    await expect(await canvas.findByText(finished, {}, { timeout: 3000 })).toBeVisible();
  },
};

/** The -32042 URLElicitationRequired list of two, walked one at a time. */
export const UrlRequiredListOfTwo: Story = {
  render: (args) => (
    <UrlElicitationSequence
      server={args.server}
      locale={args.locale}
      messages={args.messages}
      url={{ openUrl: args.url?.openUrl, onRetry: fn() }}
      onFinish={fn()}
      elicitations={[
        {
          mode: 'url',
          elicitationId: 'a',
          message: 'Connect your GitHub account.',
          url: 'https://github.com/login/oauth/authorize?client_id=abc',
        },
        { mode: 'url', elicitationId: 'b', message: 'Add a payment card.', url: 'https://pay.stripe.com/setup/xyz' },
      ]}
    />
  ),
};

/** A Korean server asking in Korean, with a warning: Korean whatever the toolbar says. */
export const Korean: Story = {
  args: { params: urlRequest('http://example.com/login', '로그인이 필요해요.') },
  globals: { locale: 'ko' },
};
