import { describe, expect, it } from 'vitest';
import { backTarget, chooseSection, SECTIONS, sectionHref, visibleSections } from '../../../../../src/portal/features/personal/sections';
import { checkPasswordForm, compileRule, ruleVerdict } from '../../../../../src/portal/features/personal/password-check';
import { passwordReg } from './harness';

describe('personal centre sections', () => {
  it('[STATE-02] without a tab or a stored card the section is PersonalInformation and the back path /homePage', () => {
    expect(chooseSection(null, null, SECTIONS)).toBe('PersonalInformation');
    expect(backTarget(null)).toBe('/homePage');
    expect(backTarget('')).toBe('/homePage');
  });

  it('takes the tab first, then the stored card, each only when the user may see it', () => {
    const one = visibleSections(1);
    expect(one).not.toContain('RoleSwitching');
    expect(visibleSections(2)).toContain('RoleSwitching');
    expect(chooseSection('MyFeedback', 'ThemeSettings', one)).toBe('MyFeedback');
    expect(chooseSection('bogus', 'ThemeSettings', one)).toBe('ThemeSettings');
    expect(chooseSection('RoleSwitching', 'RoleSwitching', one)).toBe('PersonalInformation');
  });

  it('keeps the back path on the site', () => {
    expect(backTarget('serviceHall')).toBe('/serviceHall');
    expect(backTarget('/threelists?x=1')).toBe('/threelists?x=1');
    expect(backTarget('//evil.example.com')).toBe('/homePage');
    expect(backTarget('/\\evil.example.com')).toBe('/homePage');
    expect(backTarget('/login')).toBe('/homePage');
  });

  it('writes the tab into the address, keeping other parameters', () => {
    expect(sectionHref('/PersonalCenter', '?a=1&tab=MyFeedback', 'RecentServices')).toBe('/PersonalCenter?a=1&tab=RecentServices');
  });
});

describe('password checks', () => {
  const rule = compileRule(passwordReg.passwordReg);

  it("tests with exactly the server's pattern, and gives up on one that does not compile", () => {
    expect(ruleVerdict(rule, 'Better@2026')).toBe(true);
    expect(ruleVerdict(rule, 'better@2026')).toBe(false);
    expect(ruleVerdict(rule, '')).toBeNull();
    expect(compileRule('(')).toBeNull();
    expect(ruleVerdict(null, 'anything')).toBeNull();
  });

  it('checks required fields, the rule, the confirmation and that the new one differs', () => {
    expect(checkPasswordForm({ oldPassword: '', newPassword: '', confirmPassword: '' }, rule)).toEqual({
      oldPassword: { key: 'oldRequired' }, newPassword: { key: 'newRequired' }, confirmPassword: { key: 'confirmRequired' },
    });
    expect(checkPasswordForm({ oldPassword: 'Better@2026', newPassword: 'Better@2026', confirmPassword: 'Better@2026' }, rule))
      .toEqual({ newPassword: { key: 'sameAsOld' } });
    expect(checkPasswordForm({ oldPassword: 'a', newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, null))
      .toEqual({ newPassword: { message: '密码不能超过 128 个字符' } });
    expect(checkPasswordForm({ oldPassword: 'a', newPassword: 'Better@2026', confirmPassword: 'Better@2026' }, rule)).toEqual({});
  });
});
