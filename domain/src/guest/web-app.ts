/** What a menu says about being a web app (behaviour.md#menu-editor 'Web app as content'). */
export type WebAppMenu = {
  readonly WebAppAsContent: boolean;
  readonly WebAppAsLink: boolean;
  readonly WebAppAsContentDomain: string | null;
};

export type WebAppAddress = { readonly href: string; readonly host: string };

// Scheme, then a host (with its port) and an optional path: what `domainSchema` lets staff store.
const ADDRESS = /^(https?):\/\/([^\s/?#]+)([/?#]\S*)?$/i;

/**
 * The address a 'web app as content' menu opens instead of its blocks, or null when the menu is
 * not one (switch off, or no usable domain). The editor stores a domain with or without its
 * scheme (`domainSchema`); without one it is https.
 */
export const webAppAddressOf = (menu: WebAppMenu): WebAppAddress | null => {
  const domain = menu.WebAppAsContentDomain?.trim();
  if (!menu.WebAppAsContent || !domain) return null;
  const href = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  const host = ADDRESS.exec(href)?.[2];
  return host ? { href, host } : null;
};

/** A web-app menu whose tile goes straight to the web app (WebAppAsLink), not to a page first. */
export const opensWebAppDirectly = (menu: WebAppMenu): boolean =>
  menu.WebAppAsLink && webAppAddressOf(menu) !== null;
