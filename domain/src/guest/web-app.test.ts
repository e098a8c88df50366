import { describe, expect, it } from 'vitest';
import { opensWebAppDirectly, webAppAddressOf } from './web-app.ts';

const menu = (WebAppAsContent: boolean, WebAppAsContentDomain: string | null, link = false) => ({
  WebAppAsContent,
  WebAppAsLink: link,
  WebAppAsContentDomain,
});

describe('webAppAddressOf', () => {
  it('is null unless the switch is on and a domain is set', () => {
    expect(webAppAddressOf(menu(false, 'app.hotel.es'))).toBeNull();
    expect(webAppAddressOf(menu(true, null))).toBeNull();
    expect(webAppAddressOf(menu(true, '  '))).toBeNull();
    expect(webAppAddressOf(menu(true, 'https://exa mple.com'))).toBeNull();
  });

  it('reads a bare domain as https, and keeps a scheme given', () => {
    expect(webAppAddressOf(menu(true, 'app.hotel.es'))).toEqual({
      href: 'https://app.hotel.es',
      host: 'app.hotel.es',
    });
    expect(webAppAddressOf(menu(true, 'http://intranet.local:8080/app'))).toEqual({
      href: 'http://intranet.local:8080/app',
      host: 'intranet.local:8080',
    });
  });
});

describe('opensWebAppDirectly', () => {
  it('only for a web-app menu with the link switch on', () => {
    expect(opensWebAppDirectly(menu(true, 'app.hotel.es', true))).toBe(true);
    expect(opensWebAppDirectly(menu(true, 'app.hotel.es', false))).toBe(false);
    expect(opensWebAppDirectly(menu(false, 'app.hotel.es', true))).toBe(false);
  });
});
