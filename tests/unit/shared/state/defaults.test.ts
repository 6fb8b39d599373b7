import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BACK_PATH, DEFAULT_PERSONAL_CARD, DEFAULT_TABS, DEFAULT_THEME_COLOR, LANDING_THEME_COLOR, PAGE_KEYS, SESSION_DEFAULTS,
} from '../../../../src/shared/state/defaults';

describe('session defaults', () => {
  it('[STATE-02] theme colours, personal card and back path', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#008cff');
    expect(LANDING_THEME_COLOR).toBe('#087EEB');
    expect(DEFAULT_PERSONAL_CARD).toBe('PersonalInformation');
    expect(DEFAULT_BACK_PATH).toBe('homePage');
  });

  it('[STATE-02] default tab keys of doc2 §2', () => {
    expect(DEFAULT_TABS).toEqual({
      cardBusinessConfigTab: 'homePage',
      takeMeToHandleItConfigTab: 'leftConfig',
      stagingConfigTab: 'leftConfig',
      preLoginConfigTab: 'preLoginConfigGlobalConfig',
    });
  });

  it('[STATE-02] page keys keep the spec\'s spellings', () => {
    expect(Object.values(PAGE_KEYS)).toEqual([
      'homePage', 'iframPage', 'serviceCenterBeforLogin', 'applicationServiceCenter', 'effectivenessSupervision',
    ]);
  });

  it('[STATE-02] every default under its session key', () => {
    expect(SESSION_DEFAULTS).toMatchObject({
      themeColor: '#008cff', landingThemeColor: '#087EEB', personalCard: 'PersonalInformation', backPath: 'homePage',
      preLoginConfigTab: 'preLoginConfigGlobalConfig',
    });
  });
});
