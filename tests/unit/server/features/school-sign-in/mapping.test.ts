import { describe, expect, it } from 'vitest';
import { claimsAsAttributes, decideRole, mapIdentity } from '../../../../../src/server/features/school-sign-in/mapping';
import { checkLogoutClaims } from '../../../../../src/server/features/school-sign-in/oidc/logout-token';
import { isUnsignedJwt } from '../../../../../src/server/features/school-sign-in/oidc/client';

const mapping = { account: 'uid', name: 'cn', mail: 'mail', deptCode: 'department', affiliation: 'affiliation' };

describe('attribute mapping and role rules', () => {
  it('maps attributes onto a person; the name falls back to the account', () => {
    expect(mapIdentity('ignored', { uid: ['zs01'], affiliation: ['staff', 'teacher'], department: ['JSJ'] }, mapping)).toEqual({
      ok: true, identity: { account: 'zs01', name: 'zs01', mail: '', deptCode: 'JSJ', affiliations: ['staff', 'teacher'] },
    });
  });

  it('uses the CAS user or OIDC sub when no account attribute is named, and refuses a missing or unusable account', () => {
    expect(mapIdentity('dwho', {}, { ...mapping, account: '' })).toMatchObject({ ok: true, identity: { account: 'dwho' } });
    expect(mapIdentity('dwho', {}, mapping)).toEqual({ ok: false, missing: ['uid'] });
    expect(mapIdentity('x', { uid: ['has space'] }, mapping)).toEqual({ ok: false, missing: ['uid'] });
  });

  it('takes claims as attributes: scalars as text, arrays by element, objects left out', () => {
    expect(claimsAsAttributes({ sub: 'a', n: 3, ok: true, groups: ['g1', 2], address: { x: 1 } })).toEqual({
      sub: ['a'], n: ['3'], ok: ['true'], groups: ['g1', '2'],
    });
  });

  it('the first matching rule wins; else the default role; else a refusal', () => {
    const rules = [{ value: 'teacher', roleId: 'T' }, { value: 'staff', roleId: 'S' }];
    expect(decideRole(rules, '', ['staff', 'teacher'])).toEqual({ kind: 'role', roleId: 'T' });
    expect(decideRole(rules, 'D', ['alumni'])).toEqual({ kind: 'role', roleId: 'D' });
    expect(decideRole(rules, '', ['alumni'])).toEqual({ kind: 'refused' });
  });
});

describe('logout token checks', () => {
  const event = { 'http://schemas.openid.net/event/backchannel-logout': {} };
  it('accepts iat, the event and a sid or sub', () => {
    expect(checkLogoutClaims({ iat: 1, events: event, sid: 's1' })).toEqual({ ok: true, target: { sub: null, sid: 's1' } });
  });
  it.each([
    ['no iat', { events: event, sub: 'a' }],
    ['no event', { iat: 1, events: {}, sub: 'a' }],
    ['a nonce', { iat: 1, events: event, sub: 'a', nonce: 'n' }],
    ['neither sid nor sub', { iat: 1, events: event }],
  ])('refuses a token with %s', (_what, payload) => {
    expect(checkLogoutClaims(payload).ok).toBe(false);
  });
  it('treats alg none, and an unreadable header, as unsigned', () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`;
    expect(isUnsignedJwt(none)).toBe(true);
    expect(isUnsignedJwt('garbage')).toBe(true);
    expect(isUnsignedJwt(`${Buffer.from('{"alg":"RS256"}').toString('base64url')}.e30.sig`)).toBe(false);
  });
});
