import { describe, expect, it } from 'vitest';
import { readLogoutRequest, readServiceResponse } from '../../../../../src/server/features/school-sign-in/cas/service-response';
import { parseStrictXml, XmlRefused } from '../../../../../src/server/features/school-sign-in/cas/strict-xml';

const success = `<?xml version="1.0" encoding="UTF-8"?>
<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>dwho</cas:user>
    <cas:attributes>
      <cas:cn>Doctor &amp; Who</cas:cn>
      <cas:affiliation>teacher</cas:affiliation>
      <cas:affiliation><![CDATA[staff]]></cas:affiliation>
      <cas:mail>dwho&#64;badwolf.org</cas:mail>
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;

describe('the CAS answer reader', () => {
  it('reads the user and every attribute, a repeated one as several values', () => {
    expect(readServiceResponse(success)).toEqual({
      kind: 'success', user: 'dwho',
      attributes: { cn: ['Doctor & Who'], affiliation: ['teacher', 'staff'], mail: ['dwho@badwolf.org'] },
    });
  });

  it('reads a failure with its code', () => {
    const xml = '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>';
    expect(readServiceResponse(xml)).toEqual({ kind: 'failure', code: 'INVALID_TICKET', message: 'Ticket ST-1 not recognized' });
  });

  it.each([
    ['an external entity', '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'],
    ['an entity expansion bomb', '<!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><r>&b;</r>'],
    ['an undeclared entity', '<r>&x;</r>'],
    ['a processing instruction', '<r><?xml-stylesheet href="x"?></r>'],
    ['unbalanced tags', '<r><a></r>'],
    ['two roots', '<r/><r/>'],
    ['a bare ampersand', '<r>a & b</r>'],
    ['too deep', `${'<a>'.repeat(40)}${'</a>'.repeat(40)}`],
    ['too large', `<r>${'x'.repeat(70 * 1024)}</r>`],
  ])('refuses hostile XML: %s', (_what, xml) => {
    expect(() => parseStrictXml(xml)).toThrow(XmlRefused);
  });

  it('finds the service ticket a back-channel logoutRequest names, and nothing in anything else', () => {
    const request = '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="x" Version="2.0" IssueInstant="2026-01-01T00:00:00Z"><saml:NameID xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">@NOT_USED@</saml:NameID><samlp:SessionIndex>ST-42-abc</samlp:SessionIndex></samlp:LogoutRequest>';
    expect(readLogoutRequest(request)).toBe('ST-42-abc');
    expect(readLogoutRequest('<!DOCTYPE x><samlp:LogoutRequest/>')).toBeNull();
    expect(readLogoutRequest('<other><SessionIndex>ST-1</SessionIndex></other>')).toBeNull();
  });
});
