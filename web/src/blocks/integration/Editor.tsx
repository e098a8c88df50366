import type { IntegrationKey } from '@carta/domain';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/**
 * The editor of a header-only integration type (behaviour.md#blocks): no field of its own, so the body is
 * one line saying what guests see, the same collapsed or not, and it never reports a change.
 */
export const editorOf = <K extends IntegrationKey>(key: K) =>
  memo(function IntegrationEditor({ collapsed }: BlockEditorProps<K>) {
    const { t } = useTranslation();
    return (
      <Typography variant="body2" color="text.secondary" noWrap={collapsed === true}>
        {t(`blocks.${key}.description`)}
      </Typography>
    );
  });
