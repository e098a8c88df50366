import type { GuestMenu } from '@carta/domain/guest/views';
import { describe, expect, it } from 'vitest';
import { renderInVenue } from '../blocks/testing.tsx';
import { MenuTiles } from './MenuTile.tsx';

const menu = (over: Partial<GuestMenu>): GuestMenu => ({
  ID: 7,
  Name: 'Reservas',
  Image: null,
  Type: 0,
  ORD: 0,
  Common: false,
  BGColor: null,
  TextColor: null,
  BGColorContent: null,
  TextColorContent: null,
  WebAppAsContent: false,
  WebAppAsLink: false,
  WebAppAsContentDomain: null,
  Menus: [],
  _fallback: [],
  ...over,
});

describe('MenuTiles', () => {
  it('leads a menu tile to its page in the app', () => {
    const { getByRole } = renderInVenue(
      <MenuTiles menus={[menu({})]} secondary={false} label="Menús" />,
    );
    const tile = getByRole('link', { name: 'Reservas' });
    expect(tile).toHaveAttribute('href', '/guest/1/menus/7');
    expect(tile).not.toHaveAttribute('target');
  });

  it("takes a 'web app as link' menu straight to the web app, in a new tab that says so", () => {
    const webApp = menu({
      WebAppAsContent: true,
      WebAppAsLink: true,
      WebAppAsContentDomain: 'reservas.hotel-demo.es',
    });
    const { getByRole } = renderInVenue(
      <MenuTiles menus={[webApp]} secondary={false} label="Menús" />,
    );
    const tile = getByRole('link', { name: 'Reservas (se abre en una pestaña nueva)' });
    expect(tile).toHaveAttribute('href', 'https://reservas.hotel-demo.es');
    expect(tile).toHaveAttribute('target', '_blank');
    expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a web-app menu without the link switch inside the app (its page leads out)', () => {
    const webApp = menu({ WebAppAsContent: true, WebAppAsContentDomain: 'reservas.hotel-demo.es' });
    const { getByRole } = renderInVenue(
      <MenuTiles menus={[webApp]} secondary={false} label="Menús" />,
    );
    expect(getByRole('link', { name: 'Reservas' })).toHaveAttribute('href', '/guest/1/menus/7');
  });
});
