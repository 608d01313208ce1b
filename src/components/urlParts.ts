/**
 * The pieces of a URL as the WHATWG parser serialises it, so the consent screen can show exactly
 * that text with its host and any user part marked (specification: "URL Mode Security").
 */
import type { UrlAssessment } from 'mcp-elicitation-react/core';

/** A URL's serialisation cut into consecutive pieces; joined, they equal `href` exactly. */
export interface UrlParts {
  /** `https://` */
  scheme: string;
  /** `user:password@`, empty when there is none. */
  userinfo: string;
  /** The host before the registrable domain, e.g. `www.`. */
  subdomain: string;
  /** The registrable domain (or the whole host when there is none), as serialised. */
  domain: string;
  /** Port, path, query and fragment. */
  rest: string;
}

/** The name to put on the destination: the registrable domain, else the host as shown. */
export function destinationName(assessment: UrlAssessment, url: string): string {
  return assessment.registrableDomain ?? assessment.displayHost ?? url;
}

/** Cuts `href` into its parts; null when it is not a hierarchical URL with a host. */
export function urlParts(href: string, registrableDomain: string | null): UrlParts | null {
  let parsed: URL;
  try {
    parsed = new URL(href);
  } catch {
    return null;
  }
  const scheme = `${parsed.protocol}//`;
  if (!parsed.hostname || !href.startsWith(scheme)) return null;
  // The serialiser percent-encodes `@` inside the user part, so the first `@` ends it.
  const hostStart = parsed.username || parsed.password ? href.indexOf('@', scheme.length) + 1 : scheme.length;
  const host = parsed.hostname;
  if (hostStart === 0 || href.slice(hostStart, hostStart + host.length) !== host) return null;
  // The registrable domain's labels are the host's last labels, whatever form each is shown in.
  const labels = host.replace(/\.$/, '').split('.');
  const kept = registrableDomain ? registrableDomain.replace(/\.$/, '').split('.').length : labels.length;
  const subdomainLength = kept < labels.length ? labels.slice(0, labels.length - kept).join('.').length + 1 : 0;
  return {
    scheme,
    userinfo: href.slice(scheme.length, hostStart),
    subdomain: host.slice(0, subdomainLength),
    domain: host.slice(subdomainLength),
    rest: href.slice(hostStart + host.length),
  };
}
