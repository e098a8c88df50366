/**
 * URL rules of every stored address (behaviour.md#limits), without zod: the guest app reads them too, and
 * its first load must not carry a schema library (urls.ts adds the schemas built on them).
 * Addresses are read with the WHATWG URL parser, the one the guest's browser applies when it
 * loads them: a rule checked on another parser's
 * reading could be passed by text the browser reads differently (`https://youtube.com@evil.com`,
 * `https://www.you%74ube.com`, `https:\\evil.com`). Domain code has no DOM typing, so the parser
 * is typed here with the few members the rules read; Node and every browser provide it.
 */
type WhatwgUrl = {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
};
const WhatwgUrlParser = (globalThis as unknown as { URL: new (input: string) => WhatwgUrl }).URL;

export const URL_MAX = 2048;

/** An address as the browser reads it: lower-case scheme and host (punycode), port, path. */
export type ReadUrl = {
  readonly scheme: 'http' | 'https';
  readonly host: string;
  readonly port: string;
  readonly path: string;
  /** The whole address in the browser's normal form. */
  readonly href: string;
};

/**
 * Whitespace and control characters: browsers silently drop tabs and newlines inside an address
 * and trim the rest, so the text checked would not be the address loaded.
 */
const UNSAFE_CHARACTER = /[\s\p{Cc}\\]/u;

/** Letters, digits and hyphens in dot-separated labels, at least two labels, no trailing dot. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const parse = (text: string): WhatwgUrl | null => {
  try {
    return new WhatwgUrlParser(text);
  } catch {
    return null;
  }
};

/**
 * An absolute http(s) address with a host name, or null: scheme in lower case and '//' written
 * out (no '//host', 'https:host' or 'HTTPS://', which naive readers of stored data would miss), no
 * user or password before the host, no whitespace, control character or backslash anywhere, a
 * host of dotted labels (IDN read as punycode, no trailing dot).
 */
export const readWebUrl = (text: string): ReadUrl | null => {
  if (text.length > URL_MAX || UNSAFE_CHARACTER.test(text)) return null;
  if (!/^https?:\/\/[^/]/.test(text)) return null;
  const url = parse(text);
  // A user or password before the host hides the real host behind a familiar one.
  if (url === null || `${url.username}${url.password}` !== '') return null;
  if (!HOST_NAME.test(url.hostname)) return null;
  const scheme = url.protocol === 'https:' ? 'https' : url.protocol === 'http:' ? 'http' : null;
  if (!scheme) return null;
  return { scheme, host: url.hostname, port: url.port, path: url.pathname, href: url.href };
};

/** An https address: what a guest page may embed or link to without mixed content. */
export const isHttpsUrl = (text: string): boolean => readWebUrl(text)?.scheme === 'https';

/** A file on this server ('/uploads/…'); '//host' and '/\host' would be read as another host. */
export const isUploadPath = (text: string): boolean =>
  text.length <= URL_MAX && /^\/(?![/\\])/.test(text) && !UNSAFE_CHARACTER.test(text);

const MAILTO = /^mailto:[^\s@:/?]+@[^\s@:/?]+\.[^\s@:/?]+(\?[^\s]*)?$/i;
const TEL = /^tel:\+?[\d ().-]{3,30}$/i;

/** An image or file shown inside the guest page: uploaded here, or https elsewhere; '' = none. */
export const isFileUrl = (text: string): boolean =>
  text === '' || isUploadPath(text) || isHttpsUrl(text);

/** A link may go anywhere over https, to a file uploaded here, or to mail or a phone; '' = none. */
export const isLinkUrl = (text: string): boolean =>
  text === '' ||
  isUploadPath(text) ||
  isHttpsUrl(text) ||
  (text.length <= URL_MAX && (MAILTO.test(text) || TEL.test(text)));

/** A page embedded in the guest app (iframe block, a web site): any https host; '' = none. */
export const isEmbeddableUrl = (text: string): boolean => text === '' || isHttpsUrl(text);

/** The host is the domain or one of its subdomains ('m.youtube.com' of 'youtube.com'). */
export const isHostOf = (host: string, domain: string): boolean =>
  host === domain || host.endsWith(`.${domain}`);

/** The video services of behaviour.md#limits and the domains their videos are served from. */
export const VIDEO_SERVICE_DOMAINS = {
  youtube: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'],
  vimeo: ['vimeo.com'],
} as const;
export type VideoService = keyof typeof VIDEO_SERVICE_DOMAINS;

/** An https address on one of the service's domains. */
export const isVideoServiceUrl = (service: VideoService, text: string): boolean => {
  const url = readWebUrl(text);
  return (
    url?.scheme === 'https' &&
    VIDEO_SERVICE_DOMAINS[service].some((domain) => isHostOf(url.host, domain))
  );
};

/**
 * A video's address for its type: YouTube and Vimeo only from that service, a file uploaded here
 * (or an https file elsewhere, as older data holds); '' = none yet.
 */
export const isVideoUrlFor = (type: VideoService | 'file', text: string): boolean => {
  if (text === '') return true;
  return type === 'file' ? isUploadPath(text) || isHttpsUrl(text) : isVideoServiceUrl(type, text);
};

/**
 * An address cut where a line may end when it does not fit (a webhook's URL on a phone): after
 * `//`, and before each `/ . ? # & =` of the rest, as style guides break URLs, never inside a word.
 * The parts joined are the address.
 */
export const urlWrapParts = (url: string): string[] =>
  url.split(/(?<=:\/\/)|(?<![:/])(?=[/.?#&=])/).filter((part) => part !== '');
