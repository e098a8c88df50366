import LanguageIcon from '@mui/icons-material/Language';
import TranslateIcon from '@mui/icons-material/Translate';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export type TranslateAction = {
  readonly running: boolean;
  /** Why translating cannot start now (no source text), or null when it can. */
  readonly blockedReason: string | null;
  /** What the button does, in full: from which language to which. */
  readonly hint: string;
  readonly onTranslate: () => void;
};

export type FieldActionsProps = {
  /** Shown only when set: there is more than one language. */
  readonly onOpenTranslations?: () => void;
  /** Shown only when set: machine translation is active. */
  readonly translate?: TranslateAction;
  readonly disabled: boolean;
};

/**
 * The field's icon buttons: machine-translate and open translations (behaviour.md#widgets). Each names what it
 * does, and its tooltip says it in full (from which language, to which).
 */
export const FieldActions = ({ onOpenTranslations, translate, disabled }: FieldActionsProps) => {
  const { t } = useTranslation();
  return (
    <>
      {translate && (
        <Tooltip
          title={
            translate.running
              ? t('widgets.TranslatableField.translating')
              : (translate.blockedReason ?? translate.hint)
          }
        >
          {/* A disabled button fires no events: the span keeps the tooltip explaining why. */}
          <span>
            <IconButton
              aria-label={t('widgets.TranslatableField.translate')}
              aria-busy={translate.running}
              onClick={translate.onTranslate}
              disabled={disabled || translate.running || translate.blockedReason !== null}
            >
              {translate.running ? (
                <CircularProgress
                  size={20}
                  aria-label={t('widgets.TranslatableField.translating')}
                />
              ) : (
                <TranslateIcon />
              )}
            </IconButton>
          </span>
        </Tooltip>
      )}
      {onOpenTranslations && (
        <Tooltip title={t('widgets.TranslatableField.openTranslationsHint')}>
          <span>
            <IconButton
              aria-label={t('translatable.openTranslations')}
              onClick={onOpenTranslations}
              disabled={disabled}
            >
              <LanguageIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </>
  );
};
