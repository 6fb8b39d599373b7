// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { GuideSearch, ServiceGuideView } from '../../../../../src/portal/features/guides';
import { guide, guideNotFound, renderWithPortal, type Handler } from './fixtures';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

function renderGuide(visitor: boolean, overrides: Record<string, Handler> = {}) {
  return renderWithPortal(<ServiceGuideView serviceId="svc-1" visitor={visitor} />, { handlers: overrides });
}

describe('service guide view', () => {
  it('shows the structured guide: facts, conditions, materials, numbered steps, FAQ and last update', async () => {
    const { callsOf } = renderGuide(false);
    const article = (await screen.findByRole('heading', { level: 2, name: '在读证明开具 办事指南' })).closest('article')!;
    expect(callsOf('clientGuideInfo')).toEqual([{ name: 'clientGuideInfo', input: { serviceId: 'svc-1' }, options: { silent: true } }]);
    expect(within(article).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['申请条件', '申请材料', '办理流程', '常见问题']);
    expect(article.textContent).toContain('全日制在读本科生、研究生。');
    expect(article.textContent).toContain('免费');
    expect(article.textContent).toContain('1 个工作日');
    expect(article.textContent).toContain('行政楼 201');
    expect(article.textContent).toContain('线上办理');
    expect(article.textContent).toContain('最后更新：2026/02/01');

    const materials = within(article).getAllByRole('listitem').filter((li) => li.classList.contains('gd-material'));
    expect(materials.map((li) => li.textContent)).toEqual(['必需学生证原件', '可选申请表']);

    const steps = article.querySelector('ol')!;
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1在线提交登录网上服务大厅填写申请。', '2审核教务处 1 个工作日内审核。', '3领取',
    ]);

    const phone = within(article).getByRole('link', { name: '拨打 010-62751234' });
    expect(phone.getAttribute('href')).toBe('tel:01062751234');

    const faq = within(article).getByText('可以代领吗？').closest('details')!;
    expect(faq.open).toBe(false);
    expect(faq.querySelector('summary')?.textContent).toBe('可以代领吗？');
  });

  it('a visitor reads the guide of clientGuideInfoNobody', async () => {
    const { callsOf } = renderGuide(true);
    await screen.findByRole('heading', { name: '在读证明开具 办事指南' });
    expect(callsOf('clientGuideInfoNobody')).toHaveLength(1);
    expect(callsOf('clientGuideInfo')).toHaveLength(0);
  });

  it('a missing guide (GUIDE_NOT_FOUND) is a plain empty state, not an error or a toast', async () => {
    const { callsOf } = renderGuide(false, { clientGuideInfo: () => { throw guideNotFound(); } });
    expect(await screen.findByText('该服务暂无办事指南')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(callsOf('clientGuideInfo')[0]?.options).toEqual({ silent: true });
  });

  it('any other failure says so, with a retry', async () => {
    let fail = true;
    renderGuide(false, {
      clientGuideInfo: () => {
        if (fail) throw new ApiError(8010, 'Request timed out');
        return guide();
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('办事指南加载失败');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '在读证明开具 办事指南' })).toBeTruthy();
  });

  it('the heading level follows headingLevel, sections one below', async () => {
    renderWithPortal(<ServiceGuideView serviceId="svc-1" visitor={false} headingLevel={3} />);
    expect(await screen.findByRole('heading', { level: 3, name: '在读证明开具 办事指南' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '办理流程' })).toBeTruthy();
  });

  it('prints a copy of the guide alone, every answer open, and removes it afterwards', async () => {
    let printedCopy: Element | null = null;
    let printing = false;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printing = document.documentElement.classList.contains('gd-printing');
      printedCopy = document.body.querySelector(':scope > .gd-print-root');
      window.dispatchEvent(new Event('afterprint'));
    });
    renderGuide(false);
    fireEvent.click(await screen.findByRole('button', { name: '打印指南' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printing).toBe(true);
    expect(printedCopy).not.toBeNull();
    expect(printedCopy!.querySelector('details')?.hasAttribute('open')).toBe(true);
    await waitFor(() => expect(document.body.querySelector('.gd-print-root')).toBeNull());
    expect(document.documentElement.classList.contains('gd-printing')).toBe(false);
  });
});

describe('guide search', () => {
  const hits = {
    records: [
      { serviceId: 'svc-1', serviceName: '在读证明开具', serviceDeptName: '教务处', handling: 'ONLINE', snippet: '…开具在读证明用于签证…' },
      { serviceId: 'svc-2', serviceName: '请假申请', serviceDeptName: '学生处', handling: 'OFFLINE', snippet: '' },
    ],
    total: 2,
    keyword: 'zhengming',
    corrected: '证明',
  };

  it('searches guide/lucene/search, says the corrected spelling, marks matches and opens a guide', async () => {
    const onOpenGuide = vi.fn<(serviceId: string) => void>();
    const { callsOf } = renderWithPortal(<GuideSearch onOpenGuide={onOpenGuide} />, { handlers: { guideSearch: () => hits } });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索办事指南' }), { target: { value: ' zhengming ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('已为您显示“证明”的结果')).toBeTruthy();
    expect(callsOf('guideSearch')[0]?.input).toEqual({ keyword: 'zhengming', current: 1, size: 10 });
    expect(screen.getByRole('status').textContent).toBe('共找到 2 个办事指南');
    const first = screen.getByRole('button', { name: /在读证明开具/ });
    expect(Array.from(first.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['证明', '证明']);
    expect(screen.getByRole('button', { name: /请假申请/ }).textContent).toContain('线下办理');
    fireEvent.click(first);
    expect(onOpenGuide).toHaveBeenCalledWith('svc-1');
  });

  it('asks for a keyword instead of searching nothing', async () => {
    const { callsOf } = renderWithPortal(<GuideSearch onOpenGuide={() => undefined} />, { handlers: { guideSearch: () => hits } });
    fireEvent.submit(screen.getByRole('search'));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入搜索关键词');
    expect(callsOf('guideSearch')).toHaveLength(0);
  });

  it('a visitor is asked to sign in (the search is for signed-in users)', () => {
    const { callsOf } = renderWithPortal(<GuideSearch visitor onOpenGuide={() => undefined} />);
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(callsOf('guideSearch')).toHaveLength(0);
  });
});
