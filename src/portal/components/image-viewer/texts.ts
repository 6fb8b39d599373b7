import { registerTexts } from '../../../shared/i18n';

/** Texts of the image viewer (SHELL-03 … SHELL-05); 加载失败 is the spec's own. */
const zhCN = {
  title: '图片查看器',
  keysHint: '按 Esc 关闭，空格键切换适应窗口与原始尺寸，左右方向键切换图片，上下方向键或鼠标滚轮缩放。',
  toolbar: '图片操作',
  close: '关闭',
  prev: '上一张',
  next: '下一张',
  zoomIn: '放大',
  zoomOut: '缩小',
  rotateLeft: '向左旋转 90 度',
  rotateRight: '向右旋转 90 度',
  showOriginal: '原始尺寸',
  counter: '{{current}} / {{total}}',
  scale: '缩放 {{percent}}%',
  loadFailed: '加载失败',
};

registerTexts('imageViewer', {
  'zh-CN': zhCN,
  en: {
    title: 'Image viewer',
    keysHint: 'Esc closes, Space switches between fit and original size, ←/→ move between images, ↑/↓ or the mouse wheel zoom.',
    toolbar: 'Image actions',
    close: 'Close',
    prev: 'Previous image',
    next: 'Next image',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    rotateLeft: 'Rotate 90° left',
    rotateRight: 'Rotate 90° right',
    showOriginal: 'Original size',
    counter: '{{current}} / {{total}}',
    scale: 'Zoom {{percent}}%',
    loadFailed: 'Failed to load',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    imageViewer: typeof zhCN;
  }
}
