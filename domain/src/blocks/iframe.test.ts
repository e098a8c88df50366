import { iframe } from './iframe.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(iframe, {
  wrongTypes: [
    ['IframeHeight', '400'],
    ['IframeURL', 5],
  ],
  bounds: [
    ['IframeHeight', 0, -1],
    ['IframeHeight', 1000, 1001],
    ['IframeHeight', 500, 500.5],
    ['IframeURL', 'https://example.com/page', 'javascript:alert(1)'],
    ['IframeURL', 'https://booking.example.net/page', 'http://booking.example.net/page'],
    ['IframeURL', 'https://example.com/page', '//example.com/page'],
    [
      'IframeURL',
      `https://example.com/${'x'.repeat(2028)}`,
      `https://example.com/${'x'.repeat(2029)}`,
    ],
  ],
});
