import { imageTranslate } from './imageTranslate.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(imageTranslate, {
  wrongTypes: [['ImageTranslateURL', '/uploads/1/a.webp']],
  bounds: [
    [
      'ImageTranslateURL',
      { es: '/uploads/1/es.webp', en: 'https://cdn.example.com/en.jpg', de: '' },
      { es: 'javascript:alert(1)' },
      'ImageTranslateURL.es',
    ],
  ],
});
