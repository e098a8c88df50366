import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from './ConnectedTranslatableField.tsx';
import { GalleryDemo } from './GalleryDemo.tsx';
import { failingTranslate, failingUpload, fakeTranslate, fakeUpload } from './galleryFakes.ts';
import type labels from './locales/es.json';
import { TranslatableField } from './TranslatableField.tsx';

const FOUR = ['es', 'en', 'de', 'fr'];
type DemoText = keyof (typeof labels)['gallery'];

/** Every state of the translatable field, each with its own local value. */
export const Gallery = () => {
  const { t } = useTranslation();
  const g = (name: DemoText) => t(`widgets.TranslatableField.gallery.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <GalleryDemo title={g('oneLanguage')} initial={{ es: 'Carta de bienvenida' }}>
        {(s) => <TranslatableField {...s} label={g('name')} languages={['es']} />}
      </GalleryDemo>
      <GalleryDemo
        title={g('fourLanguages')}
        initial={{ es: 'Carta de bienvenida', en: 'Welcome menu', de: '', fr: '' }}
      >
        {(s) => <TranslatableField {...s} label={g('name')} languages={FOUR} required />}
      </GalleryDemo>
      <GalleryDemo
        title={g('translated')}
        initial={{ es: 'Desayuno de 7:00 a 10:30 en el restaurante.', en: '', de: '', fr: '' }}
      >
        {(s) => (
          <TranslatableField
            {...s}
            label={g('description')}
            languages={FOUR}
            mode="textArea"
            onTranslate={fakeTranslate}
          />
        )}
      </GalleryDemo>
      <GalleryDemo
        title={g('marker')}
        initial={{ es: 'Piscina', en: 'Pool', de: 'Schwimmbad', fr: 'Piscine' }}
      >
        {(s) => (
          <TranslatableField
            {...s}
            label={g('name')}
            languages={FOUR}
            onTranslate={fakeTranslate}
          />
        )}
      </GalleryDemo>
      <GalleryDemo title={g('translateError')} initial={{ es: 'Spa', en: 'Spa' }}>
        {(s) => (
          <TranslatableField
            {...s}
            label={g('name')}
            languages={['es', 'en']}
            onTranslate={failingTranslate}
          />
        )}
      </GalleryDemo>
      <GalleryDemo title={g('standard')} initial={{ es: 'Recepción', en: 'Reception' }}>
        {(s) => (
          <TranslatableField {...s} label={g('name')} languages={['es', 'en']} variant="standard" />
        )}
      </GalleryDemo>
      <GalleryDemo
        title={g('richText')}
        initial={{
          es: '<p>Bienvenidos al <strong>Hotel Demo</strong>.</p>',
          en: '',
          de: '',
          fr: '',
        }}
        preview
        wide
      >
        {(s) => (
          <TranslatableField
            {...s}
            label={g('text')}
            languages={FOUR}
            mode="richText"
            onTranslate={fakeTranslate}
          />
        )}
      </GalleryDemo>
      <GalleryDemo title={g('richTextOne')} initial={{ es: '' }} wide>
        {(s) => <TranslatableField {...s} label={g('text')} languages={['es']} mode="richText" />}
      </GalleryDemo>
      <GalleryDemo title={g('file')} initial={{ es: '', en: '', de: '', fr: '' }}>
        {(s) => (
          <TranslatableField
            {...s}
            label={g('document')}
            languages={FOUR}
            mode="file"
            onUploadFile={fakeUpload}
          />
        )}
      </GalleryDemo>
      <GalleryDemo title={g('fileFailure')} initial={{ es: '/uploads/demo/carta.pdf', en: '' }}>
        {(s) => (
          <TranslatableField
            {...s}
            label={g('document')}
            languages={['es', 'en']}
            mode="file"
            onUploadFile={failingUpload}
          />
        )}
      </GalleryDemo>
      <GalleryDemo title={g('fileReal')} initial={{ es: '' }}>
        {(s) => <ConnectedTranslatableField {...s} label={g('document')} mode="file" />}
      </GalleryDemo>
      <GalleryDemo title={g('disabled')} initial={{ es: 'Texto fijo', en: 'Fixed text' }}>
        {(s) => (
          <TranslatableField
            {...s}
            label={g('name')}
            languages={['es', 'en']}
            onTranslate={fakeTranslate}
            disabled
          />
        )}
      </GalleryDemo>
      <GalleryDemo
        title={g('disabledFile')}
        initial={{ es: '/uploads/demo/carta.pdf', en: '/uploads/demo/menu.pdf' }}
      >
        {(s) => (
          <TranslatableField
            {...s}
            label={g('document')}
            languages={['es', 'en']}
            mode="file"
            onUploadFile={fakeUpload}
            disabled
          />
        )}
      </GalleryDemo>
      <GalleryDemo
        title={g('disabledRich')}
        initial={{ es: '<p>Texto <em>fijo</em></p>', en: '<p>Fixed <em>text</em></p>' }}
        wide
      >
        {(s) => (
          <TranslatableField
            {...s}
            label={g('text')}
            languages={['es', 'en']}
            mode="richText"
            onTranslate={fakeTranslate}
            disabled
          />
        )}
      </GalleryDemo>
    </Box>
  );
};
