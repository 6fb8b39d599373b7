import { InvalidCredentialsError, NoSuchObjectError } from 'ldapts';
import { describe, expect, it } from 'vitest';
import { directoryError, sameDn } from '../../../../../../src/server/features/directory-sync/services/ldap-connection';

describe('directory connection errors', () => {
  it('says in Chinese what is wrong: credentials, base DN, time-out, unreachable', () => {
    expect(directoryError(new InvalidCredentialsError('bad'))).toMatchObject({ kind: 'credentials', message: '绑定失败：绑定 DN 或密码错误' });
    expect(directoryError(new NoSuchObjectError('none'), 'ou=x,dc=s')).toMatchObject({ kind: 'base', message: expect.stringContaining('ou=x,dc=s') });
    expect(directoryError(new Error('Connection timeout'))).toMatchObject({ kind: 'timeout' });
    expect(directoryError(new Error('SearchRequest: Operation timed out'))).toMatchObject({ kind: 'timeout' });
    expect(directoryError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toMatchObject({ kind: 'unreachable' });
    expect(directoryError(new Error('Connection closed before message response was received.'))).toMatchObject({ kind: 'unreachable' });
  });

  it('compares DNs without regard to case or spaces around separators', () => {
    expect(sameDn('ou=Departments, dc=school,dc=example', 'OU=departments,DC=school, DC=example')).toBe(true);
    expect(sameDn('ou=D01,ou=departments,dc=school,dc=example', 'ou=departments,dc=school,dc=example')).toBe(false);
  });
});
