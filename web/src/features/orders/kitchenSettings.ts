import { type AgeThresholds, normalizeAgeThresholds } from '@carta/domain/orders';

/**
 * The kitchen display's timer colours are a setting of the device (docs/decisions.md): a grill and
 * a bar on the same venue wait differently, and a tablet on the pass keeps its own.
 */
const KEY = 'carta.kitchen.ageThresholds';

export const readAgeThresholds = (): AgeThresholds => {
  try {
    return normalizeAgeThresholds(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return normalizeAgeThresholds(null);
  }
};

export const saveAgeThresholds = (value: AgeThresholds): AgeThresholds => {
  const sane = normalizeAgeThresholds(value);
  try {
    localStorage.setItem(KEY, JSON.stringify(sane));
  } catch {
    // Private mode or a full storage: the setting lasts until the page closes.
  }
  return sane;
};
