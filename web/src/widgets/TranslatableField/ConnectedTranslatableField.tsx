import { useCallback, useMemo } from 'react';
import { translateValue } from '../../api/translate.ts';
import { uploadFile } from '../../api/uploads.ts';
import { useSession } from '../../app/session.tsx';
import {
  TranslatableField,
  type TranslatableFieldProps,
  type TranslateFn,
  type UploadPdfFn,
} from './TranslatableField.tsx';

export type ConnectedTranslatableFieldProps = Omit<
  TranslatableFieldProps,
  'languages' | 'onTranslate' | 'onUploadFile'
> & {
  /** Defaults to the session enterprise's languages. */
  readonly languages?: readonly string[];
};

/**
 * The field wired to the session's enterprise: machine translation through its provider when it
 * has one (behaviour.md#api `{provider}-translate`), and PDFs uploaded under its id (behaviour.md#api utils/pdf).
 */
export const ConnectedTranslatableField = (props: ConnectedTranslatableFieldProps) => {
  const { enterprise } = useSession();
  const provider = enterprise.TranslationProvider ?? null;
  const enterpriseId = enterprise.ID;
  const onTranslate = useMemo<TranslateFn | undefined>(
    () =>
      provider
        ? (value, { html }) => translateValue(enterpriseId, provider, value, { html })
        : undefined,
    [enterpriseId, provider],
  );
  const onUploadFile = useCallback<UploadPdfFn>(
    (file, { onProgress }) => uploadFile('pdf', file, { enterpriseId, onProgress }),
    [enterpriseId],
  );
  return (
    <TranslatableField
      {...props}
      languages={props.languages ?? enterprise.Languages}
      onTranslate={onTranslate}
      onUploadFile={onUploadFile}
    />
  );
};
