import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Sticks an element right under the fixed app bar, whose height changes with the screen (56, 48
 * in landscape, 64 from 600px): the toolbar mixin's heights become the sticky offsets.
 */
export const stickyBelowAppBar = (theme: Theme): CSSObject => {
  const style: CSSObject = { position: 'sticky' };
  for (const [key, value] of Object.entries(theme.mixins.toolbar)) {
    if (key === 'minHeight') style.top = value as CSSObject['top'];
    else if (value && typeof value === 'object' && 'minHeight' in value) {
      style[key] = { top: value.minHeight };
    }
  }
  return style;
};
