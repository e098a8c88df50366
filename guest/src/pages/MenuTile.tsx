import type { GuestMenu } from '@carta/domain/guest/views';
import { opensWebAppDirectly, webAppAddressOf } from '@carta/domain/guest/web-app';
import { MENU_TYPE_SUBMENUS } from '@carta/domain/menu-type';
import { safeColor, TILE_GRADIENT, tileLook } from '@carta/domain/tile-look';
import { hrefOf } from '../app/router.ts';
import { useGuest } from '../app/session.ts';
import { readableOn } from '../app/theme.ts';
import { appLabels } from '../i18n/app-labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { Icon } from '../ui/icons.tsx';
import { Link } from '../ui/Link.tsx';
import { cssUrl, safeImageSrc } from '../ui/urls.ts';

const PLAIN_TILE_LIGHT =
  'linear-gradient(135deg, rgba(255, 255, 255, 0.22) 0%, rgba(255, 255, 255, 0) 45%, rgba(0, 0, 0, 0.22) 100%)';

/**
 * A menu entry (behaviour.md#widgets's tile): the venue's tile look (`tileLook`, shared with the editor's preview),
 * the menu's own colours over it, its image behind the name.
 */
export const MenuTile = ({
  menu,
  secondary,
}: {
  readonly menu: GuestMenu;
  /** A submenu: the venue's *Secundary look. */
  readonly secondary: boolean;
}) => {
  const { ws, venue } = useGuest();
  const t = useLabels(appLabels);
  const look = tileLook(venue.Style, secondary);
  const own = safeColor(menu.BGColor);
  const background = own ?? look.background;
  const color = safeColor(menu.TextColor) ?? (own ? readableOn(own) : look.color);
  const image = safeImageSrc(menu.Image);
  // behaviour.md#data "a top-to-bottom dark gradient" over the colour and the image, as the editor's tile draws it.
  // A main tile without a picture is still drawn (behaviour.md#guest-app): light falling across
  // the venue's colour, and the mark of what the menu holds.
  const plain = !image && !secondary;
  const layers = [
    look.gradient ? TILE_GRADIENT : null,
    image ? cssUrl(image) : null,
    plain ? PLAIN_TILE_LIGHT : null,
  ].filter((layer) => layer !== null);
  const style = {
    backgroundColor: background,
    backgroundImage: layers.length > 0 ? layers.join(', ') : undefined,
    color,
    fontFamily: look.fontFamily,
    // The venue's size in px, as rem: it grows with the guest's text size setting.
    fontSize: `${look.fontSize / 16}rem`,
  };
  const shadow = look.gradient || image ? '' : undefined;
  const className = secondary ? 'tile tile-secondary' : 'tile';
  const name = (
    <>
      {plain && (
        <Icon
          name={menu.Type === MENU_TYPE_SUBMENUS ? 'grid' : 'restaurant'}
          className="tile-mark"
        />
      )}
      <span className="tile-name">{menu.Name || t.untitledMenu}</span>
    </>
  );
  // behaviour.md#menu-editor 'web app as link': the tile is the way out to the venue's web app.
  const webApp = opensWebAppDirectly(menu) ? webAppAddressOf(menu)?.href : null;
  if (webApp) {
    return (
      <a
        href={webApp}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-shadow={shadow}
        data-plain={plain ? '' : undefined}
        style={style}
      >
        {name} <span className="visually-hidden">{t.opensInNewTab}</span>
        <Icon name="open" className="tile-chevron" />
      </a>
    );
  }
  return (
    <Link
      href={hrefOf(ws, { page: 'menu', id: menu.ID })}
      className={className}
      data-shadow={shadow}
      data-plain={plain ? '' : undefined}
      style={style}
    >
      {name}
      {secondary && <Icon name="chevron" className="tile-chevron" />}
    </Link>
  );
};

/** Menu entries as a grid of tiles, in the order given (ORD, from the server). */
export const MenuTiles = ({
  menus,
  secondary,
  label,
}: {
  readonly menus: readonly GuestMenu[];
  readonly secondary: boolean;
  readonly label: string;
}) => (
  <nav aria-label={label}>
    <ul className={secondary ? 'tiles tiles-secondary' : 'tiles'}>
      {menus.map((menu) => (
        <li key={menu.ID}>
          <MenuTile menu={menu} secondary={secondary} />
        </li>
      ))}
    </ul>
  </nav>
);
