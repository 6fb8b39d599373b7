// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageContent } from '../../../../../src/portal/features/messages/MessageContent';
import { parseNoticeContent } from '../../../../../src/portal/features/messages/notice-content';
import { sanitiseMessageHtml } from '../../../../../src/portal/features/messages/sanitise-html';
import { renderInMessages } from './render';

afterEach(() => { cleanup(); });

/** The sanitised HTML parsed back, to look at it as a browser would. */
function clean(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitiseMessageHtml(html);
  return box;
}

describe('notice content (MSG-03)', () => {
  it('[MSG-03] plain text stays text, line breaks and braces included', () => {
    expect(parseNoticeContent('明天停水\n请提前储水')).toEqual({ kind: 'text', text: '明天停水\n请提前储水' });
    expect(parseNoticeContent('{不是 JSON')).toEqual({ kind: 'text', text: '{不是 JSON' });
    expect(parseNoticeContent('{"img":"https://a.example/x.png"}')).toEqual({ kind: 'text', text: '{"img":"https://a.example/x.png"}' });
    expect(parseNoticeContent('<b>粗体</b>')).toEqual({ kind: 'text', text: '<b>粗体</b>' });
  });

  it('[MSG-03] a JSON string {title, img} gives the title and the image', () => {
    expect(parseNoticeContent('{"title":"校运会报名","img":"https://img.example.edu.cn/a.png"}'))
      .toEqual({ kind: 'titled', title: '校运会报名', img: 'https://img.example.edu.cn/a.png' });
    expect(parseNoticeContent(' {"title":"图书馆闭馆","img":"/api/files/F123"} '))
      .toEqual({ kind: 'titled', title: '图书馆闭馆', img: '/api/files/F123' });
    expect(parseNoticeContent('{"title":"只有标题"}')).toEqual({ kind: 'titled', title: '只有标题', img: null });
  });

  it('[MSG-03] an img that is neither https nor our own file is dropped, the title kept', () => {
    for (const img of ['http://plain.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', '/etc/passwd']) {
      expect(parseNoticeContent(JSON.stringify({ title: '标题', img }))).toEqual({ kind: 'titled', title: '标题', img: null });
    }
  });
});

describe('message HTML (MSG-03, the issue: "any HTML in content is sanitised")', () => {
  it('[MSG-03] removes scripts and event handlers', () => {
    const box = clean('<p onclick="steal()">你好<script>alert(1)</script></p><img src="https://a.example/x.png" onerror="alert(2)">');
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toContain('onclick');
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.querySelector('p')?.textContent).toBe('你好');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://a.example/x.png');
  });

  it('[MSG-03] a javascript: link loses its href; allowed links open in a new tab with noopener noreferrer', () => {
    const box = clean([
      '<a href="javascript:alert(1)">坏链接</a>',
      '<a href="https://www.example.edu.cn/">学校主页</a>',
      '<a href="/serviceHall">服务大厅</a>',
      '<a href="mailto:jwc@example.edu.cn">写信</a>',
      '<a href="data:text/html,x">数据</a>',
      '<a href="//evil.example/">协议相对</a>',
    ].join(''));
    const links = Array.from(box.querySelectorAll('a'));
    const byText = (text: string) => links.find((a) => a.textContent === text);
    expect(byText('坏链接')?.hasAttribute('href')).toBe(false);
    expect(byText('数据')?.hasAttribute('href')).toBe(false);
    expect(byText('协议相对')?.hasAttribute('href')).toBe(false);
    for (const text of ['学校主页', '服务大厅', '写信']) {
      expect(byText(text)?.getAttribute('target')).toBe('_blank');
      expect(byText(text)?.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(box.innerHTML).not.toContain('javascript:');
  });

  it('[MSG-03] keeps only https and own-file images', () => {
    const box = clean([
      '<img src="https://a.example/ok.png" alt="好">',
      '<img src="/api/files/F1" alt="本站">',
      '<img src="http://plain.example/no.png" alt="明文">',
      '<img src="data:image/png;base64,AAAA" alt="数据">',
      '<img src="/static/x.png" alt="相对">',
      '<img src="https://a.example/ok.png" srcset="http://evil.example/x.png 2x" alt="多源">',
    ].join(''));
    expect(Array.from(box.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual(['好', '本站', '多源']);
    expect(box.innerHTML).not.toContain('srcset');
  });

  it('[MSG-03] a style with url() is removed, other styles kept; style elements, forms and frames go', () => {
    const box = clean([
      '<p style="color: red">红字</p>',
      '<p style="background: url(https://evil.example/track.png)">追踪</p>',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input name="pw"></form>',
      '<iframe src="https://evil.example"></iframe>',
    ].join(''));
    const [red, track] = Array.from(box.querySelectorAll('p'));
    expect(red?.getAttribute('style')).toContain('color');
    expect(track?.hasAttribute('style')).toBe(false);
    expect(box.querySelector('style, form, input, iframe')).toBeNull();
  });
});

describe('message content rendering', () => {
  it('[MSG-03] plain text keeps its line breaks and is never parsed as HTML', () => {
    renderInMessages(<MessageContent message={{ content: '第一行\n<b>第二行</b>', contentType: 'text' }} />);
    const text = screen.getByText(/第一行/);
    expect(text.textContent).toBe('第一行\n<b>第二行</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(text.className).toContain('sh-msg__content--text');
  });

  it('[MSG-03] JSON {title, img} shows the title and the image, which opens the image viewer', async () => {
    const { container } = renderInMessages(
      <MessageContent message={{ content: '{"title":"新图书馆开放","img":"/api/files/F9"}', contentType: 'text' }} />,
    );
    expect(screen.getByText('新图书馆开放')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/files/F9');
    fireEvent.click(screen.getByRole('button', { name: '查看大图：新图书馆开放' }));
    const viewer = await screen.findByRole('dialog', { name: '图片查看器' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/api/files/F9');
  });

  it('[MSG-03] HTML is rendered sanitised, and its images open the viewer at the clicked one', async () => {
    const { container } = renderInMessages(<MessageContent message={{
      contentType: 'html',
      content: '<p>见下图</p><img src="https://a.example/1.png" alt="一"><img src="x" onerror="alert(1)"><img src="/api/files/F2" alt="二"><script>alert(3)</script>',
    }} />);
    const box = container.querySelector('.sh-msg__content--html') as HTMLElement;
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toContain('onerror');
    const imgs = Array.from(box.querySelectorAll('img'));
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(['一', '二']);
    expect(imgs[1]?.tabIndex).toBe(0);
    fireEvent.click(imgs[1] as HTMLImageElement);
    const viewer = await screen.findByRole('dialog', { name: '图片查看器' });
    expect(viewer.querySelector('img')?.getAttribute('alt')).toBe('二');
    expect(viewer.textContent).toContain('2 / 2');
  });
});
