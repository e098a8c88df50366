import type { GuestVenue } from '@carta/domain/guest/index';
import { fromJson } from '../../db/dialect.ts';
import type { Enterprise, EnterpriseStyle } from '../../repos/enterprises.ts';

/**
 * The venue as its guest app reads it: names, languages, time zone and the look staff chose. Typed by
 * domain's `GuestVenue`, the shape the guest app reads.
 */
export const guestVenueOf = (
  enterprise: Enterprise,
  styleJson: string,
  ordering: { readonly OrderingEnabled: boolean },
): GuestVenue => {
  const style = fromJson<EnterpriseStyle & { Logo?: unknown }>(styleJson, {});
  return {
    ID: enterprise.ID,
    Name: enterprise.Name,
    Languages: enterprise.Languages,
    TimeZone: enterprise.TimeZone,
    Style: {
      enterpriseColor: enterprise.enterpriseColor,
      BGColor: enterprise.BGColor,
      Color: style.Color ?? null,
      BGColorSecundary: style.BGColorSecundary ?? null,
      ColorSecundary: style.ColorSecundary ?? null,
      GlobalFont: style.GlobalFont ?? null,
      Font: style.Font ?? null,
      FontSecundary: style.FontSecundary ?? null,
      FontSize: style.FontSize ?? null,
      FontSizeSecundary: style.FontSizeSecundary ?? null,
      withGradient: style.withGradient ?? false,
      withGradientSubmenu: style.withGradientSubmenu ?? false,
    },
    // The settings screen stores the logo in its own column; older data kept it in the style.
    Logo: enterprise.Logo ?? (typeof style.Logo === 'string' ? style.Logo : null),
    Ordering: ordering.OrderingEnabled,
    IncludeExtras: enterprise.IncludeExtras,
  };
};
