import { product } from './product.ts';
import { blockSuite, textOf } from './test-helpers.ts';

blockSuite(product, {
  wrongTypes: [
    ['ProductName', 'Masaje'],
    ['ProductPrice', 45],
    ['ProductPromotion', 'no'],
    ['ProductImage', []],
  ],
  bounds: [
    ['ProductPrice', 'x'.repeat(100), 'x'.repeat(101)],
    ['ProductDescription', textOf(5000), textOf(5001), 'ProductDescription.es'],
    ['ProductImage', '/uploads/1/p.webp', 'javascript:alert(1)'],
  ],
});
