import { describe, expect, it } from 'vitest';
import { createSignupSchema, loginSchema, phoneNumberSchema } from './index';

const signup = createSignupSchema('Patrocina');
const valid = { email: ' Ana@Example.COM ', password: '  ocho car  ', username: 'Ana', terms: true };

describe('sign-up rules', () => {
  it('normalises the e-mail and trims the password', () => {
    const parsed = signup.parse(valid);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.password).toBe('ocho car');
    expect(parsed.newsletter).toBe(false);
  });

  it('asks for the terms with the specification’s message and the product name', () => {
    const result = signup.safeParse({ ...valid, terms: false });
    expect(result.error?.issues[0]?.message).toBe('Debes aceptar los términos y Condiciones de Patrocina');
    expect(createSignupSchema('Otra').safeParse({ ...valid, terms: undefined }).error?.issues[0]?.message).toBe(
      'Debes aceptar los términos y Condiciones de Otra',
    );
  });

  it('wants a phone and its prefix together, in a valid format', () => {
    expect(signup.safeParse({ ...valid, phone: '612345678' }).success).toBe(false);
    expect(signup.safeParse({ ...valid, phone: '612 345 678', prefix: '+34' }).success).toBe(true);
    expect(signup.safeParse({ ...valid, phone: '612345678', prefix: '34' }).error?.issues[0]?.message).toBe(
      'El prefijo debe tener el formato +34',
    );
    expect(phoneNumberSchema.safeParse('12-ab').error?.issues[0]?.message).toBe('Telefono formato incorrecto');
  });

  it('answers in Spanish where no message was written', () => {
    const result = loginSchema.safeParse({ email: 'a@b.es', password: 'x', method: 'OTRO' });
    expect(result.error?.issues[0]?.message).toMatch(/opción|inválid/i);
  });
});
