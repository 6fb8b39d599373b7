// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERSONAL_CARD } from '../../../../../src/shared/state/defaults';
import { ApiError, personInfo, recent, renderPersonal } from './harness';

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => { open = vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const panel = () => screen.getByRole('tabpanel');
const tab = (name: string) => screen.getByRole('tab', { name });

describe('personal centre: STATE-02 defaults', () => {
  it('[STATE-02] opens on 个人信息 (PersonalInformation) and 返回 goes to homePage when nothing is stored', async () => {
    const app = renderPersonal();
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeTruthy();
    expect(tab('个人信息').getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByRole('heading', { level: 2, name: '个人信息' })).toBeTruthy();
    const back = screen.getByRole('link', { name: /返回/ });
    expect(back.getAttribute('href')).toBe('/homePage');
    // The personal card follows what is shown: STATE-02's default name.
    expect(app.store.get('personalCard')).toBe(DEFAULT_PERSONAL_CARD);
    fireEvent.click(back);
    expect(app.current()).toBe('/homePage');
  });

  it('[STATE-02] opens on the section the stored personal card names, and 返回 goes to the stored back path', async () => {
    const app = renderPersonal('/PersonalCenter', {
      prepare: (store) => { store.set('personalCard', 'RecentServices'); store.set('backPath', 'serviceHall'); },
    });
    expect(await within(panel()).findByText('成绩查询')).toBeTruthy();
    expect(tab('最近使用').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: /返回/ }).getAttribute('href')).toBe('/serviceHall');
    expect(app.inputs('recentServices')).toEqual([{ size: 20 }]);
  });

  it('[STATE-02] a stored back path that leaves the site, or an unknown card, falls back to the defaults', async () => {
    renderPersonal('/PersonalCenter', {
      prepare: (store) => { store.set('personalCard', 'NoSuchCard'); store.set('backPath', '//evil.example.com/'); },
    });
    expect(await within(panel()).findByText('陈思远', { selector: 'dd' })).toBeTruthy();
    expect(tab('个人信息').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: /返回/ }).getAttribute('href')).toBe('/homePage');
  });
});

describe('personal centre: sections in the URL', () => {
  it('opens the section named by ?tab=, and choosing another puts it in the address and the personal card', async () => {
    const app = renderPersonal('/PersonalCenter?tab=AccountSecurity');
    expect(await screen.findByLabelText('原密码')).toBeTruthy();
    expect(tab('账号安全').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tab('最近使用'));
    expect(app.current()).toBe('/PersonalCenter?tab=RecentServices');
    expect(await within(panel()).findByText('成绩查询')).toBeTruthy();
    expect(app.store.get('personalCard')).toBe('RecentServices');

    // The history holds each section: going back shows the previous one.
    await app.navigate('/PersonalCenter?tab=MyEvaluation');
    expect(tab('我的评价').getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys and opens the focused one with Enter', async () => {
    const app = renderPersonal();
    await screen.findByText('计算机学院');
    tab('个人信息').focus();
    fireEvent.keyDown(tab('个人信息'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tab('我的办件'));
    fireEvent.keyDown(tab('我的办件'), { key: 'End' });
    expect(document.activeElement).toBe(tab('最近使用'));
    // A button: Enter is its click.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(app.current()).toBe('/PersonalCenter?tab=RecentServices');
  });

  it('offers 角色切换 only to someone holding several roles; a link to it falls back to the profile', async () => {
    renderPersonal('/PersonalCenter?tab=RoleSwitching', { handlers: { personInfoDetail: () => personInfo('one') } });
    expect(await screen.findByText('计算机学院')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '角色切换' })).toBeNull();
    expect(tab('个人信息').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '个人信息', '我的办件', '消息中心', '账号安全', '我的收藏', '我的评价', '我的反馈', '主题设置', '最近使用',
    ]);
  });
});

describe('personal centre: profile', () => {
  it('shows name, account, department and roles, and opens a school system through the opener in a new tab', async () => {
    const app = renderPersonal();
    const facts = await screen.findByText('计算机学院');
    const profile = facts.closest('dl') as HTMLElement;
    expect(within(profile).getByText('陈思远')).toBeTruthy();
    expect(within(profile).getByText('assistant')).toBeTruthy();
    const roles = within(profile).getByRole('list', { name: '角色' });
    expect(within(roles).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['学生（当前）', '教师']);

    const link = await screen.findByRole('link', { name: /教务系统/ });
    expect(link.getAttribute('href')).toBe('https://jw.example.edu.cn/');
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith('https://jw.example.edu.cn/', '_blank', 'noopener');
    // A school system is no service: no click log.
    expect(app.inputs('clickService')).toEqual([]);
  });

  it('shows a failed profile with a retry, and the systems on their own', async () => {
    let fail = true;
    renderPersonal('/PersonalCenter', {
      handlers: {
        personInfoDetail: () => {
          if (fail) throw new ApiError(500, '服务暂不可用');
          return personInfo();
        },
        getSystemAccessLink: () => [],
      },
    });
    expect(await screen.findByText('个人信息加载失败')).toBeTruthy();
    expect(await screen.findByText('暂无可访问的学校系统')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('计算机学院')).toBeTruthy();
  });
});

describe('personal centre: recent services and ratings', () => {
  it('lists recent services and reopens each by its openWay, logging the click (OPEN-03)', async () => {
    const app = renderPersonal('/PersonalCenter?tab=RecentServices');
    fireEvent.click(await screen.findByRole('button', { name: '打开成绩查询' }));
    // Signed in: the address is checked first (ADR 031); an unanswered check opens it as before.
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://ehall.example.edu.cn/s-grade', '_blank', 'noopener'));
    fireEvent.click(screen.getByRole('button', { name: '打开校园卡挂失' }));
    // 1002: the sized pop-up, named for the service.
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('https://ehall.example.edu.cn/s-card', expect.any(String), expect.stringContaining('width=')));
    await waitFor(() => expect(app.inputs('clickService')).toEqual([{ serviceId: 's-grade' }, { serviceId: 's-card' }]));
  });

  it('says so when no service was used lately', async () => {
    renderPersonal('/PersonalCenter?tab=RecentServices', { handlers: { recentServices: () => [] } });
    expect(await screen.findByText('最近还没有使用过服务')).toBeTruthy();
  });

  it('shows my ratings of the recently used services through checkScore, and says when some failed', async () => {
    const app = renderPersonal('/PersonalCenter?tab=MyEvaluation', {
      handlers: {
        recentServices: () => [recent('s-grade', '成绩查询'), recent('s-card', '校园卡挂失'), recent('s-wifi', '校园网报修')],
        checkScore: (input) => {
          const { serviceId } = input as { serviceId: string };
          if (serviceId === 's-wifi') throw new ApiError(500, '评价服务暂不可用');
          if (serviceId === 's-card') return [];
          return [{
            ratingId: 'rt1', serviceId, score: 4, comment: '查询很方便', createdAt: '2026-05-02T10:00:00Z',
            labels: [{ id: 'l1', labelName: '办理快捷', kind: 'positive' }],
          }];
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: '成绩查询' })).toBeTruthy();
    expect(screen.getByText('查询很方便')).toBeTruthy();
    expect(screen.getByText('办理快捷')).toBeTruthy();
    expect(screen.getByText('4 分')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '校园卡挂失' })).toBeNull();
    expect(screen.getByText('有 1 项服务的评价未能加载')).toBeTruthy();
    expect(app.inputs('recentServices')).toEqual([{ size: 30 }]);
    expect(app.blade.calls.filter((c) => c.name === 'checkScore').every((c) => c.options?.silent === true)).toBe(true);
  });
});
