import { it } from 'vitest';
import { linkDomain } from './linkDomain.ts';
import { blockSuite, expectAccepts, expectRejects } from './test-helpers.ts';

blockSuite(
  linkDomain,
  {
    wrongTypes: [
      ['LinkDomainName', 'Spa'],
      ['LinkDomain', 1],
    ],
    bounds: [['LinkDomain', 'spa.hotel-demo.es', 'spa hotel.es']],
  },
  () => {
    it('a bare domain, or one with scheme, port and path; never javascript:', () => {
      for (const LinkDomain of ['hotel.es', 'https://spa.hotel.es/es', 'http://localhost:5173']) {
        expectAccepts(linkDomain, { LinkDomain });
      }
      expectRejects(linkDomain, { LinkDomain: 'javascript:alert(1)' }, 'LinkDomain');
    });
  },
);
