import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { typeDisplay } from '../../../blocks/typeInfo.ts';

/** The texts every card header shows, made once per language for the whole list. */
export type CardLabels = {
  readonly typeName: (type: number) => string;
  readonly position: (ord: number) => string;
  readonly hiddenOnMobile: string;
  readonly temporary: string;
  readonly notSaved: string;
  readonly saveBeforeMove: string;
};

/** `make(key)` once per key: a 300-block list asks for the same few texts hundreds of times. */
const remembered = <K, V>(make: (key: K) => V): ((key: K) => V) => {
  const made = new Map<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
};

export const useCardLabels = (): CardLabels => {
  const { t, i18n } = useTranslation();
  // Made again when the language changes, so the remembered texts go with it. Each card used to
  // call i18next twice in its first render: on a 300-block menu those calls were a sixth of the
  // list's first render (npm run bench:editor, traced).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useMemo(
    () => ({
      typeName: remembered((type: number) => {
        const display = typeDisplay(type);
        return display ? t(display.nameKey) : t('contents.unknownType', { type: String(type) });
      }),
      position: remembered((ord: number) => t('contents.position', { ord })),
      hiddenOnMobile: t('contents.hiddenOnMobile'),
      temporary: t('contents.temporary'),
      notSaved: t('contents.notSaved'),
      saveBeforeMove: t('contents.saveBeforeMove'),
    }),
    [t, i18n.language],
  );
};
