import { describe, expect, it } from 'vitest';
import { AGENCY_ROLE_LABELS, inviteColleagueSchema } from './agency';
import { MESSAGES } from './messages';

describe('inviting a colleague', () => {
  it('takes the address lower-cased and trimmed, with «Puede ver» or «Puede gestionar»', () => {
    expect(inviteColleagueSchema.parse({ email: '  Pablo@Ejemplo.ES ', role: 'manager' })).toEqual({
      email: 'pablo@ejemplo.es',
      role: 'manager',
    });
    expect([AGENCY_ROLE_LABELS.viewer, AGENCY_ROLE_LABELS.manager]).toEqual(['Puede ver', 'Puede gestionar']);
  });

  it('refuses a bad address, an unknown role and any other key, in Spanish', () => {
    const result = inviteColleagueSchema.safeParse({ email: 'no-es-correo', role: 'owner' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.invalidEmail, 'Elige un permiso']);
    expect(inviteColleagueSchema.safeParse({ email: 'a@ejemplo.es', role: 'viewer', agencyId: 'x' }).success).toBe(
      false,
    );
  });
});
