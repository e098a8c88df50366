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
  ],
});
