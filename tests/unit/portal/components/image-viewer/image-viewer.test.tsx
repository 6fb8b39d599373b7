// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isShownModal } from '../../../../support/dialog-shim';
import { createI18n } from '../../../../../src/shared/i18n';
import { ImageViewerProvider, useImageViewer, type ViewerImage } from '../../../../../src/portal/components/image-viewer';
import { I18nProvider } from '../../../../../src/portal/lib/i18n-react';

afterEach(() => { cleanup(); });

const images: ViewerImage[] = [
  { src: 'https://img.example.edu.cn/a.png', alt: '校门' },
  { src: '/api/files/f2', alt: '图书馆' },
  { src: 'https://img.example.edu.cn/c.png', alt: '操场' },
];

function Opener({ list, index }: { list: ViewerImage[]; index: number }) {
  const viewer = useImageViewer();
  return <button type="button" onClick={() => viewer.open(list, index)}>打开图片</button>;
}

async function openViewer(list: ViewerImage[] = images, index = 0) {
  render(
    <I18nProvider i18n={createI18n('zh-CN')}>
      <ImageViewerProvider><Opener list={list} index={index} /></ImageViewerProvider>
    </I18nProvider>,
  );
  const opener = screen.getByRole('button', { name: '打开图片' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '图片查看器' });
  const img = () => dialog.querySelector('img') as HTMLImageElement;
  const counter = () => dialog.querySelector('.sh-iv__counter')?.firstChild?.textContent;
  const transform = () => img().style.transform;
  return { dialog, img, counter, transform, opener };
}

describe('image viewer', () => {
  it('[SHELL-03] has close, previous/next, zoom in/out, rotate and the contain/original toggle, and a counter', async () => {
    const { dialog, img, counter, transform } = await openViewer(images, 1);
    expect(img().getAttribute('src')).toBe('/api/files/f2');
    expect(img().getAttribute('alt')).toBe('图书馆');
    expect(counter()).toBe('2 / 3');
    expect(isShownModal(dialog)).toBe(true);
    const v = within(dialog);
    fireEvent.click(v.getByRole('button', { name: '下一张' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(v.getByRole('button', { name: '上一张' }));
    expect(counter()).toBe('2 / 3');
    fireEvent.click(v.getByRole('button', { name: '放大' }));
    expect(transform()).toContain('scale(1.2)');
    fireEvent.click(v.getByRole('button', { name: '缩小' }));
    fireEvent.click(v.getByRole('button', { name: '缩小' }));
    expect(transform()).toContain('scale(0.8)');
    fireEvent.click(v.getByRole('button', { name: '向右旋转 90 度' }));
    expect(transform()).toContain('rotate(90deg)');
    fireEvent.click(v.getByRole('button', { name: '向左旋转 90 度' }));
    fireEvent.click(v.getByRole('button', { name: '向左旋转 90 度' }));
    expect(transform()).toContain('rotate(-90deg)');
    const mode = v.getByRole('button', { name: '原始尺寸' });
    expect(mode.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mode);
    expect(mode.getAttribute('aria-pressed')).toBe('true');
    expect(dialog.querySelector('.sh-iv__canvas--original')).not.toBeNull();
    fireEvent.click(v.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SHELL-04] Esc closes, Space toggles the mode, ←/→ move, ↑/↓ zoom, and the wheel zooms', async () => {
    const { dialog, counter, transform } = await openViewer(images, 0);
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter()).toBe('1 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowUp' });
    expect(transform()).toContain('scale(1.2)');
    fireEvent.keyDown(dialog, { key: 'ArrowDown' });
    fireEvent.keyDown(dialog, { key: 'ArrowDown' });
    expect(transform()).toContain('scale(0.8)');
    const canvas = dialog.querySelector('.sh-iv__canvas') as HTMLElement;
    fireEvent.wheel(canvas, { deltaY: -100 });
    expect(transform()).toContain('scale(0.815)');
    fireEvent.wheel(canvas, { deltaY: 100 });
    fireEvent.wheel(canvas, { deltaY: 100 });
    expect(transform()).toContain('scale(0.785)');
    const mode = within(dialog).getByRole('button', { name: '原始尺寸' });
    fireEvent.keyDown(dialog, { key: ' ' });
    expect(mode.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(dialog, { key: ' ' });
    expect(mode.getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SHELL-04] the wheel does not scroll the page behind (its default is prevented)', async () => {
    const { dialog } = await openViewer();
    const canvas = dialog.querySelector('.sh-iv__canvas') as HTMLElement;
    const event = new WheelEvent('wheel', { deltaY: 50, bubbles: true, cancelable: true });
    act(() => { canvas.dispatchEvent(event); });
    expect(event.defaultPrevented).toBe(true);
  });

  it('[SHELL-05] navigation wraps around both ways', async () => {
    const { dialog, counter } = await openViewer(images, 2);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
  });

  it("[SHELL-05] a failed load sets the image's alt text to 加载失败", async () => {
    const { dialog, img } = await openViewer(images, 0);
    fireEvent.error(img());
    expect(img().getAttribute('alt')).toBe('加载失败');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(img().getAttribute('alt')).toBe('图书馆');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(img().getAttribute('alt')).toBe('加载失败');
  });

  // Tab kept inside, the page inert and not scrolling behind it are the browser's (a modal <dialog>, dialog.css):
  // tests/e2e/dialogs.test.ts checks them in Chromium.
  it('is a modal dialog and gives the focus back to the opener on close', async () => {
    const { dialog, opener } = await openViewer();
    expect(isShownModal(dialog)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('Space on a focused button presses that button instead of switching the mode', async () => {
    const { dialog, counter } = await openViewer();
    const next = within(dialog).getByRole('button', { name: '下一张' });
    next.focus();
    const mode = within(dialog).getByRole('button', { name: '原始尺寸' });
    fireEvent.keyDown(next, { key: ' ' });
    expect(mode.getAttribute('aria-pressed')).toBe('false');
    expect(counter()).toBe('1 / 3');
  });

  it('shows only https and own-file images, keeping the chosen one', async () => {
    const list = [{ src: 'javascript:alert(1)', alt: 'x' }, { src: 'http://plain.example/a.png', alt: 'y' }, ...images];
    const { img, counter } = await openViewer(list, 3);
    expect(img().getAttribute('alt')).toBe('图书馆');
    expect(counter()).toBe('2 / 3');
  });

  it('one image: no previous/next buttons', async () => {
    const { dialog } = await openViewer([images[0] as ViewerImage], 0);
    expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeTruthy();
  });
});
