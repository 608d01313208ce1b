/**
 * The part of the WHATWG `URL` class that core reads. Every runtime this library targets provides the
 * class (browsers, workers, Node, Deno, Bun) but the ES2023 lib has no type for it. Only interfaces are
 * declared: they merge with the DOM and Node declarations when a program loads those, where a second
 * `declare var URL` would clash with them.
 */

/** A URL parsed and serialized by the WHATWG URL Standard. */
interface URL {
  href: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/** `new URL(input)`: parses an absolute URL, throws a `TypeError` when it cannot. */
interface WhatwgUrlConstructor {
  new (input: string): URL;
}
