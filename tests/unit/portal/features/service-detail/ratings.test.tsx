// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { ERROR_CODES } from '../../../../../src/shared/api/error-codes';
import { RATING_COMMENT_MAX } from '../../../../../src/shared/schema/ratings';
import { RateServiceButton, RatingSummary } from '../../../../../src/portal/features/ratings';
import { rateDetail, renderWithPortal, type Handler } from './fixtures';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

/** The server's SHELL-10 refusal (sensitiveWordMessage), as the wrapper passes status 9009 on (WRAP-07). */
const sensitive = (word: string): ApiError =>
  new ApiError(ERROR_CODES.SENSITIVE_WORD.status, `您的评论包含敏感词“${word}”，已触发安全策略并被记录，请修改后重新提交`);

function renderButton(overrides: Record<string, Handler> = {}) {
  const onRated = vi.fn<() => void>();
  const app = renderWithPortal(<RateServiceButton serviceId="svc-1" serviceName="在读证明开具" onRated={onRated} />, { handlers: overrides });
  return { ...app, onRated };
}

async function openRatingDialog(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: /评价服务/ });
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: '评价“在读证明开具”' });
}

function stars(dialog: HTMLElement): HTMLElement[] {
  return within(within(dialog).getByRole('radiogroup', { name: '评分' })).getAllByRole('radio');
}

const checked = (dialog: HTMLElement): number => stars(dialog).findIndex((s) => s.getAttribute('aria-checked') === 'true') + 1;

describe('rating summary', () => {
  it('shows the average with two decimals, stars, count, and the distribution as bars', async () => {
    renderWithPortal(<RatingSummary serviceId="svc-1" />, {
      handlers: { serviceRateDetail: () => rateDetail({ average: 4.2, averageText: '4.20', count: 5, distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 3 } }) },
    });
    expect(await screen.findByText('4.20')).toBeTruthy();
    expect(screen.getByRole('img', { name: '平均 4.20 分（满分 5 分）' })).toBeTruthy();
    expect(screen.getByText('5 条评价')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: '评分分布' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.sh-visually-hidden')?.textContent)).toEqual([
      '5 星：3 条，占 60%', '4 星：1 条，占 20%', '3 星：0 条，占 0%', '2 星：1 条，占 20%', '1 星：0 条，占 0%',
    ]);
    expect(rows.map((row) => (row.querySelector('[data-score]') as HTMLElement).style.width)).toEqual(['60%', '20%', '0%', '20%', '0%']);
  });

  it('lists label counts and comments with the masked name, stars, labels and time', async () => {
    renderWithPortal(<RatingSummary serviceId="svc-1" />);
    const comments = await screen.findByRole('list', { name: '用户评价' });
    const [first] = within(comments).getAllByRole('listitem').filter((li) => li.classList.contains('rt-comment'));
    expect(first?.textContent).toContain('李**');
    expect(first?.textContent).toContain('很方便');
    expect(within(first!).getByRole('img', { name: '5 星' })).toBeTruthy();
    expect(within(first!).getByText('响应及时')).toBeTruthy();
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T02:00:00Z');
    expect(screen.getByText('响应及时（2）')).toBeTruthy();
  });

  it('pages the comments: 查看更多评价 asks for the next page and appends it', async () => {
    const page = (current: number) => rateDetail({
      comments: {
        records: [{ ratingId: `r${current}`, userName: `张${current}*`, score: 4, comment: `第 ${current} 页的评价`, labels: [], createdAt: '2026-03-01T02:00:00Z' }],
        total: 2, current, size: 10,
      },
    });
    const { callsOf } = renderWithPortal(<RatingSummary serviceId="svc-1" />, {
      handlers: { serviceRateDetail: (input) => page((input as { current: number }).current) },
    });
    expect(await screen.findByText('第 1 页的评价')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看更多评价' }));
    // The next page arrives after the guarded click's call; on a busy 2-core run that can take over a second.
    expect(await screen.findByText('第 2 页的评价', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('第 1 页的评价')).toBeTruthy();
    expect(callsOf('serviceRateDetail').map((c) => (c.input as { current: number }).current)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: '查看更多评价' })).toBeNull();
  });

  it('says 暂无评价 when nobody rated yet', async () => {
    renderWithPortal(<RatingSummary serviceId="svc-1" />, {
      handlers: {
        serviceRateDetail: () => rateDetail({
          average: 0, averageText: '0.00', count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, labels: [],
          comments: { records: [], total: 0, current: 1, size: 10 },
        }),
      },
    });
    expect(await screen.findByText('暂无评价')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '评分分布' })).toBeNull();
  });
});

describe('rate service button', () => {
  it('is unavailable with the reason as its text when the user has not used the service', async () => {
    renderButton({ canUserRate: () => ({ canRate: false, reason: '请先使用该服务' }) });
    const button = await screen.findByRole('button', { name: /请先使用该服务/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is unavailable with 本次使用已评价 when this use was rated', async () => {
    renderButton({ canUserRate: () => ({ canRate: false, reason: '本次使用已评价' }) });
    expect((await screen.findByRole('button', { name: /本次使用已评价/ })).getAttribute('aria-disabled')).toBe('true');
  });

  it('stars are a radio group the keyboard operates: arrows, Home and End choose', async () => {
    renderButton();
    const dialog = await openRatingDialog();
    const group = stars(dialog);
    expect(group).toHaveLength(5);
    // One tab stop, on the first star before a choice.
    expect(group.map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(document.activeElement).toBe(group[0]);
    fireEvent.keyDown(group[0]!, { key: 'ArrowRight' });
    expect(checked(dialog)).toBe(1);
    fireEvent.keyDown(group[0]!, { key: 'ArrowRight' });
    fireEvent.keyDown(group[1]!, { key: 'ArrowUp' });
    expect(checked(dialog)).toBe(3);
    expect(document.activeElement).toBe(stars(dialog)[2]);
    fireEvent.keyDown(stars(dialog)[2]!, { key: 'End' });
    expect(checked(dialog)).toBe(5);
    expect(stars(dialog).map((s) => s.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
    fireEvent.keyDown(stars(dialog)[4]!, { key: 'ArrowLeft' });
    expect(checked(dialog)).toBe(4);
    fireEvent.keyDown(stars(dialog)[3]!, { key: 'Home' });
    expect(checked(dialog)).toBe(1);
    expect(stars(dialog)[0]?.getAttribute('aria-label')).toBe('1 星，非常不满意');
  });

  it('offers the quick labels of the chosen score, as toggles, at most five', async () => {
    const { callsOf } = renderButton();
    const dialog = await openRatingDialog();
    expect(within(dialog).getByText('选择评分后可选快捷标签')).toBeTruthy();
    fireEvent.click(stars(dialog)[4]!);
    const chip = await within(dialog).findByRole('button', { name: '响应及时' });
    expect(callsOf('quickScoreLabels').at(-1)?.input).toEqual({ score: 5 });
    for (const name of ['响应及时', '流程清晰', '态度热情', '材料简单', '办理快捷']) {
      fireEvent.click(within(dialog).getByRole('button', { name }));
    }
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText('已选 5/5')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '指引明确' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect((within(dialog).getByRole('button', { name: '指引明确' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts the comment as it is typed, up to 300', async () => {
    renderButton();
    const dialog = await openRatingDialog();
    const box = within(dialog).getByRole('textbox', { name: '评价内容（选填）' }) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(RATING_COMMENT_MAX);
    fireEvent.change(box, { target: { value: '办理很快' } });
    expect(within(dialog).getByText('4/300')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBe(within(dialog).getByText('4/300').id);
  });

  it('asks for a score before submitting', async () => {
    const { callsOf } = renderButton();
    const dialog = await openRatingDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    expect(within(dialog).getByText('请先选择评分')).toBeTruthy();
    expect(callsOf('rateService')).toHaveLength(0);
    expect(document.activeElement).toBe(stars(dialog)[0]);
  });

  it('[SHELL-09] a double click on 提交评价 sends one rating', async () => {
    let answer: () => void = () => undefined;
    const { callsOf } = renderButton({
      rateService: (input) => new Promise((resolve) => {
        const req = input as { serviceId: string; score: number };
        answer = () => resolve({ ratingId: 'r9', serviceId: req.serviceId, score: req.score, comment: '', labels: [], createdAt: '2026-03-10T12:00:00Z' });
      }),
    });
    const dialog = await openRatingDialog();
    fireEvent.click(stars(dialog)[3]!);
    const submit = within(dialog).getByRole('button', { name: '提交评价' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(callsOf('rateService')).toHaveLength(1);
    await act(async () => { answer(); });
  });

  it('submits score, labels and comment silently; then says 评价成功, turns to 本次使用已评价 and tells the caller', async () => {
    const { callsOf, onRated } = renderButton();
    const dialog = await openRatingDialog();
    fireEvent.click(stars(dialog)[4]!);
    fireEvent.click(await within(dialog).findByRole('button', { name: '流程清晰' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '很方便' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    expect((await screen.findByText('评价成功')).closest('[role="status"]')).not.toBeNull();
    expect(callsOf('rateService')).toEqual([{
      name: 'rateService', input: { serviceId: 'svc-1', score: 5, labelIds: ['p2'], comment: '很方便' }, options: { silent: true },
    }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: /本次使用已评价/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(onRated).toHaveBeenCalledTimes(1);
  });

  it('[SHELL-10] a comment with a listed word opens the sensitive-word dialog; closing it keeps the comment and focuses it', async () => {
    let refuse = true;
    const { callsOf } = renderButton({
      rateService: (input) => {
        if (refuse) throw sensitive('违规词');
        const req = input as { serviceId: string; score: number; comment: string };
        return { ratingId: 'r2', serviceId: req.serviceId, score: req.score, comment: req.comment, labels: [], createdAt: '2026-03-10T12:00:00Z' };
      },
    });
    const dialog = await openRatingDialog();
    fireEvent.click(stars(dialog)[1]!);
    const box = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '这里有违规词' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));

    const warning = await screen.findByRole('dialog', { name: '评论包含敏感词' });
    // The word, the security policy, the record, edit and resubmit: the server's sentence, word and all.
    expect(warning.textContent).toContain('您的评论包含敏感词“违规词”，已触发安全策略并被记录，请修改后重新提交');
    expect(warning.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(warning.getAttribute('aria-describedby')!)?.textContent).toContain('违规词');
    // silent, so no second message as a toast.
    expect(callsOf('rateService')[0]?.options).toEqual({ silent: true });
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(within(warning).getByRole('button', { name: '返回修改' }));
    expect(screen.queryByRole('dialog', { name: '评论包含敏感词' })).toBeNull();
    const again = screen.getByRole('dialog', { name: '评价“在读证明开具”' });
    const kept = within(again).getByRole('textbox') as HTMLTextAreaElement;
    expect(kept.value).toBe('这里有违规词');
    await waitFor(() => expect(document.activeElement).toBe(kept));
    expect(checked(again)).toBe(2);

    // Edited and resubmitted, it goes through.
    refuse = false;
    fireEvent.change(kept, { target: { value: '这里没问题' } });
    // The first submit's guard (SHELL-09) lets go of the button.
    await waitFor(() => expect((within(again).getByRole('button', { name: '提交评价' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(again).getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价成功')).toBeTruthy();
    expect(callsOf('rateService').map((c) => (c.input as { comment: string }).comment)).toEqual(['这里有违规词', '这里没问题']);
  });

  it('[SHELL-10] Esc on the sensitive-word dialog also returns to the comment, and leaves the rating dialog open', async () => {
    renderButton({ rateService: () => { throw sensitive('广告'); } });
    const dialog = await openRatingDialog();
    fireEvent.click(stars(dialog)[0]!);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '加微信看广告' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    const warning = await screen.findByRole('dialog', { name: '评论包含敏感词' });
    fireEvent.keyDown(within(warning).getByRole('button', { name: '返回修改' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '评论包含敏感词' })).toBeNull();
    const box = within(screen.getByRole('dialog', { name: '评价“在读证明开具”' })).getByRole('textbox') as HTMLTextAreaElement;
    expect(box.value).toBe('加微信看广告');
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('shows any other refusal inside the dialog, once', async () => {
    renderButton({ rateService: () => { throw new ApiError(8008, '暂不能评价该服务'); } });
    const dialog = await openRatingDialog();
    fireEvent.click(stars(dialog)[2]!);
    fireEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toBe('提交失败：暂不能评价该服务');
  });
});
