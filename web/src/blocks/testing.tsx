import {
  type BlockKey,
  blockByKey,
  blockDataOf,
  type Content,
  contentTypeById,
  contentTypeByKey,
} from '@carta/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Enterprise } from '../api/types.ts';
import { SessionProvider } from '../app/session.tsx';
import { i18n } from '../i18n/i18n.ts';
import { staffUser, enterprise as testEnterprise } from '../test/fixtures.ts';
import { ContentLanguageProvider } from '../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps, ContentPatch } from './types.ts';

export const TEST_LANGUAGES = ['es', 'en'] as const;

/** A saved content of `key` built from its schema's defaults, with `fields` over them. */
export const contentOf = (key: BlockKey, fields: Record<string, unknown> = {}): Content => {
  const block = blockByKey(key);
  const type = contentTypeByKey(key);
  if (!block || !type) throw new Error(`unknown block ${key}`);
  return {
    ID: 101,
    MenuID: 5,
    Type: type.id,
    ORD: 0,
    HideMobile: false,
    ...block.defaults({ languages: [...TEST_LANGUAGES], bgColor: '#ffffff' }),
    ...fields,
  };
};

/** The patch must keep the content valid for the server: the type's schema accepts the result. */
export const expectValidPatch = (key: BlockKey, content: Content, patch: ContentPatch) => {
  const block = blockByKey(key);
  if (!block) throw new Error(`unknown block ${key}`);
  const { ID, MenuID, Type, ORD, HideMobile, ...data } = { ...content, ...patch };
  block.schema.parse(data);
};

type Options = Partial<Pick<BlockEditorProps, 'languages' | 'collapsed' | 'isNew'>> & {
  readonly enterprise?: Partial<Enterprise>;
  /** The content language chosen in the editor's toolbar; the enterprise's first by default. */
  readonly contentLanguage?: string;
};

/**
 * Render one block editor as the menu editor does (session, query client, i18n), recording every
 * patch it reports. Lazy pieces inside the editor resolve through the Suspense boundary.
 */
export const renderEditor = <K extends BlockKey>(
  Editor: ComponentType<BlockEditorProps<K>>,
  content: Content,
  options: Options = {},
) => {
  const languages = options.languages ?? [...TEST_LANGUAGES];
  const key = contentTypeById(content.Type)?.key as K;
  // What BlockBody hands the editor of a stored content: its typed data and its saved id.
  const propsOf = (current: Content) => ({
    data: blockDataOf(key, current, { languages }),
    contentId: typeof current.ID === 'number' ? current.ID : null,
  });
  const patches: ContentPatch[] = [];
  const onChange = (patch: ContentPatch) => {
    patches.push(patch);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = { user: staffUser, enterprise: { ...testEnterprise, ...options.enterprise } };
  const view = (current: Content) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <ContentLanguageProvider initial={options.contentLanguage}>
            <Suspense fallback={null}>
              <Editor
                {...propsOf(current)}
                languages={languages}
                onChange={onChange}
                collapsed={options.collapsed ?? false}
                isNew={options.isNew ?? false}
              />
            </Suspense>
          </ContentLanguageProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(view(content));
  return {
    ...result,
    patches,
    /** Re-render with the content as the store would hold it after the patches so far. */
    applyPatches: () => {
      const next: Content = Object.assign({}, content, ...patches);
      result.rerender(view(next));
      return next;
    },
  };
};
