import { describe, expect, it } from 'vitest';
import { nitCheckDigit, nitSchema } from './nit.js';

describe('nitCheckDigit (DIAN modulo 11)', () => {
  it.each([
    ['800197268', 4], // DIAN
    ['890903938', 8], // Bancolombia
    ['899999068', 1], // Ecopetrol
    ['890900608', 9], // Almacenes Éxito
    ['860002964', 4], // Banco de Bogotá
    ['900123456', 8],
    ['800765432', 3],
    ['901234567', 7],
  ])('the check digit of %s is %i', (base, digit) => {
    expect(nitCheckDigit(base)).toBe(digit);
  });

  it('gives 0 and 1 themselves when the remainder is 0 or 1', () => {
    // 0×3 = 0 → 0; 4×3 = 12, 12 % 11 = 1 → 1; 1×3 = 3 → 11 − 3 = 8.
    expect(nitCheckDigit('4')).toBe(1);
    expect(nitCheckDigit('0')).toBe(0);
    expect(nitCheckDigit('1')).toBe(8);
  });

  it('refuses what is not a base of digits', () => {
    expect(() => nitCheckDigit('9001a')).toThrow(RangeError);
    expect(() => nitCheckDigit('1234567890123456')).toThrow(RangeError);
  });
});

describe('nitSchema', () => {
  it.each(['900123456-8', '900.123.456-8', '900123456 8', ' 900 123 456 - 8 ', '900,123,456-8'])(
    'accepts %j and stores it as 900123456-8',
    (value) => {
      expect(nitSchema.parse(value)).toBe('900123456-8');
    },
  );

  it('refuses a wrong check digit and gives the right one', () => {
    const result = nitSchema.safeParse('900.123.456-7');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('El dígito de verificación del NIT 900123456 es 8, no 7.');
  });

  it('asks for the check digit when it is missing', () => {
    expect(nitSchema.safeParse('900123456').error?.issues[0]?.message).toMatch(/dígito de verificación separado/);
    expect(nitSchema.safeParse('NIT 900123456-8').success).toBe(false);
  });

  it('refuses bases that are too short or too long', () => {
    expect(nitSchema.safeParse('1234-1').error?.issues[0]?.message).toMatch(/entre 5 y 15 dígitos/);
    expect(nitSchema.safeParse('1234567890123456-1').error?.issues[0]?.message).toMatch(/entre 5 y 15 dígitos/);
  });
});
