import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { provideLandingPrepaint, renderPrepaint, withLandingPrepaint, type LandingPrepaint } from '../../../../src/server/http/landing-prepaint';

const INDEX = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const request = {} as FastifyRequest;

const landing: LandingPrepaint = {
  schoolName: '华夏理工大学',
  pageTitle: '网上服务大厅',
  logo: '',
  landingColor: '#087EEB',
  slide: { imgUrl: '/api/files/abc', title: '欢迎' },
};

describe('the landing page first frame painted by the server', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const appWith = (source?: () => Promise<LandingPrepaint | null>) => {
    const app = Fastify();
    apps.push(app);
    if (source) provideLandingPrepaint(app, source);
    return app;
  };

  it('paints the school band and the first slide, and asks for the picture at once', async () => {
    const html = await withLandingPrepaint(appWith(async () => landing), request, INDEX);
    expect(html).toContain('<link rel="preload" as="image" href="/api/files/abc" fetchpriority="high">');
    expect(html).toMatch(/<div id="root"><\/div><div id="sh-prepaint" class="pp" aria-hidden="true" style="[^"]*--sh-theme-dark:#/);
    expect(html).toContain('<span class="pp-name">华夏理工大学</span><span class="pp-title">网上服务大厅</span>');
    expect(html).toContain('<img src="/api/files/abc" alt="" width="1200" height="400" fetchpriority="high">');
  });

  it('moves the page stylesheets behind the frame, so the frame does not wait for them', async () => {
    const index = INDEX.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/portal-x.css"></head>');
    const html = await withLandingPrepaint(appWith(async () => landing), request, index);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('portal-x.css');
    expect(html).toMatch(/<div id="sh-prepaint"[\s\S]*<\/div><link rel="stylesheet" crossorigin href="\/assets\/portal-x.css"><\/body>/);
  });

  it('escapes what an administrator typed and drops pictures from addresses content may not show', () => {
    const { head, body } = renderPrepaint({
      ...landing,
      schoolName: '<script>alert(1)</script>"大学',
      pageTitle: '',
      logo: 'javascript:alert(1)',
      slide: { imgUrl: 'http://evil.example/x.png', title: '' },
    });
    expect(body).not.toContain('<script>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;大学');
    expect(body).not.toContain('javascript:');
    expect(`${head}${body}`).not.toContain('evil.example');
    expect(body).toContain('<span class="pp-logo pp-logo--letter">&lt;</span>');
  });

  it('keeps only palette colours in the style attribute, whatever the configured colour', () => {
    const { body } = renderPrepaint({ ...landing, landingColor: 'red;} body{display:none' });
    const style = /style="([^"]*)"/.exec(body)?.[1] ?? '';
    expect(style).not.toMatch(/display|[{}]/);
    expect(style).toContain('--lp-color:#087eeb');
  });

  it('sends the page unchanged without a source, when the source fails, or when it is too slow', async () => {
    expect(await withLandingPrepaint(appWith(), request, INDEX)).toBe(INDEX);
    expect(await withLandingPrepaint(appWith(() => Promise.reject(new Error('db down'))), request, INDEX)).toBe(INDEX);
    // A source that never answers: only the prepaint's own time limit ends the wait.
    const slow = () => new Promise<LandingPrepaint>(() => undefined);
    expect(await withLandingPrepaint(appWith(slow), request, INDEX)).toBe(INDEX);
  });

  it('paints the band alone when the carousel is not the first block', async () => {
    const html = await withLandingPrepaint(appWith(async () => ({ ...landing, slide: null })), request, INDEX);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('class="pp-frame"');
    expect(html).toContain('pp-header');
  });
});
