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
  it("draws a main tile without a picture from the venue's colour and the mark of what it holds", () => {
    const { getByRole } = renderInVenue(
      <MenuTiles
        menus={[
          menu({}),
          menu({ ID: 8, Name: 'Spa', Type: 1 }),
          menu({ ID: 9, Name: 'Bar', Image: '/uploads/1/a.png' }),
        ]}
        secondary={false}
        label="Menús"
      />,
    );
    const plain = getByRole('link', { name: 'Reservas' });
    expect(plain).toHaveAttribute('data-plain');
    expect(plain.style.backgroundImage).toContain('linear-gradient(135deg');
    expect(plain.querySelector('svg.tile-mark path')?.getAttribute('d')).toMatch(/^M11 9H9V2/);
    const parent = getByRole('link', { name: 'Spa' });
    expect(parent.querySelector('svg.tile-mark path')?.getAttribute('d')).toMatch(/^M3 3v8h8V3z/);
    const pictured = getByRole('link', { name: 'Bar' });
    expect(pictured).not.toHaveAttribute('data-plain');
    expect(pictured.querySelector('.tile-mark')).toBeNull();
    expect(pictured.style.backgroundImage).toContain('/uploads/1/a.png');
  });

  it('keeps submenu rows plain, without a mark', () => {
    const { getByRole } = renderInVenue(
      <MenuTiles menus={[menu({})]} secondary label="Submenús" />,
    );
    expect(getByRole('link', { name: 'Reservas' }).querySelector('.tile-mark')).toBeNull();
  });

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
