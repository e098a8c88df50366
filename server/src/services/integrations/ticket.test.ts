import { describe, expect, it } from 'vitest';
import { encodeKitchenTicket } from './ticket.ts';

const punto = { ID: 1, Name: { es: 'Punto' }, ORD: 0 };
const salsas = { ID: 2, Name: { es: 'Salsas' }, ORD: 1 };

describe('the ESC/POS kitchen ticket', () => {
  it('prints the choices under their dish, grouped, and options of no group on their own', () => {
    const bytes = encodeKitchenTicket({
      venue: 'Hotel Demo',
      point: 'Mesa 7',
      at: new Date('2026-06-03T19:00:00Z'),
      timeZone: 'Europe/Madrid',
      kind: 'order.confirmed',
      copy: false,
      printer: { width: 80, codePage: 'cp858' },
      order: {
        ID: 12,
        Items: [
          {
            Name: { es: 'Chuletón' },
            Quantity: 1,
            Extras: [
              { Name: { es: 'Pimienta' }, Group: salsas },
              { Name: { es: 'Pan' }, Group: null },
              { Name: { es: 'Al punto' }, Group: punto },
              { Name: { es: 'Roquefort' }, Group: salsas },
            ],
          },
        ],
      },
    });
    const text = Buffer.from(bytes).toString('latin1');
    const at = (s: string) => text.indexOf(s);
    expect(at('Punto: Al punto')).toBeGreaterThan(at('Chulet'));
    // Large type wraps the line at the paper's width: the group still reads as one.
    expect(at('Salsas: Pimienta,')).toBeGreaterThan(at('Punto: Al punto'));
    expect(at('Roquefort')).toBeGreaterThan(at('Salsas: Pimienta,'));
    expect(at('+ Pan')).toBeGreaterThan(at('Roquefort'));
  });

  it("prints the venue's day and month with two digits whatever the date", () => {
    const text = (at: string) =>
      Buffer.from(
        encodeKitchenTicket({
          venue: 'Hotel Demo',
          point: 'Mesa 7',
          at: new Date(at),
          timeZone: 'Europe/Madrid',
          kind: 'order.confirmed',
          copy: false,
          printer: { width: 80, codePage: 'cp858' },
          order: { ID: 12, Items: [] },
        }),
      ).toString('latin1');
    expect(text('2026-12-07T01:08:00Z')).toContain('07/12 02:08');
    expect(text('2026-06-03T19:00:00Z')).toContain('03/06 21:00');
  });
});
