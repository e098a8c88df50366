import { externalLink } from './externalLink.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(externalLink, {
  wrongTypes: [
    ['LinkExternalName', 'Web'],
    ['LinkExternal', 'https://hotel.es'],
    ['LinkExternalNewTab', 'yes'],
  ],
  bounds: [
    ['LinkExternal', { es: 'https://hotel.es' }, { es: 'data:text/html,x' }, 'LinkExternal.es'],
    ['LinkExternal', { es: 'https://hotel.es' }, { es: 'http://hotel.es' }, 'LinkExternal.es'],
    ['LinkExternal', { es: 'mailto:info@hotel.es' }, { es: 'mailto:' }, 'LinkExternal.es'],
    ['LinkExternal', { es: 'tel:+34 922 000 000' }, { es: 'tel:now' }, 'LinkExternal.es'],
  ],
});
