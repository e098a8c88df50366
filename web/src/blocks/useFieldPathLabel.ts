import { contentTypeById } from '@carta/domain';
import { useTranslation } from 'react-i18next';
import { languageInSentence } from '../widgets/TranslatableField/languages.ts';
import { fieldPathLabel, type LabelSource } from './fieldPathLabel.ts';
import { webBlockByKey } from './registry.ts';
import { typeDisplay } from './typeInfo.ts';

/** A language code as stored in a translatable text ('es', 'en', 'pt'…). */
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** Names a block's refused field (`type`, `path` inside its data) as its editor labels it. */
export const useFieldPathLabel = () => {
  const { t, i18n } = useTranslation();
  const source: LabelSource = {
    t: (key, options) => String(t(key as never, options as never)),
    has: (key) => i18n.exists(key),
    language: (code) => (LANGUAGE_CODE.test(code) ? languageInSentence(code, i18n.language) : null),
  };
  return (type: number, path: string): string => {
    const key = contentTypeById(type)?.key ?? '';
    const display = typeDisplay(type);
    const name = display ? t(display.nameKey) : t('menus.saveFailure.unknownBlock');
    return fieldPathLabel(key, name, webBlockByKey(key)?.fieldLabels, path, source);
  };
};
