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

export const useCardLabels = (): CardLabels => {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useMemo(
    () => ({
      typeName: (type) => {
        const display = typeDisplay(type);
        return display ? t(display.nameKey) : t('contents.unknownType', { type: String(type) });
      },
      position: (ord) => t('contents.position', { ord }),
      hiddenOnMobile: t('contents.hiddenOnMobile'),
      temporary: t('contents.temporary'),
      notSaved: t('contents.notSaved'),
      saveBeforeMove: t('contents.saveBeforeMove'),
    }),
    [t, i18n.language],
  );
};
