import { describe, expect, it } from 'vitest';
import { parseCardUrl } from '../../../../src/shared/rules/card-url';

describe('card url', () => {
  it('[CARD-13] a JSON string {type, url} is a frame config', () => {
    expect(parseCardUrl('{"type":"iframe","url":"https://apps.example.edu.cn/card"}'))
      .toEqual({ kind: 'frame', type: 'iframe', url: 'https://apps.example.edu.cn/card' });
    expect(parseCardUrl('  {"type":"navIfram","url":"/font/combCygj/commonToolWeb/#/config"}  '))
      .toEqual({ kind: 'frame', type: 'navIfram', url: '/font/combCygj/commonToolWeb/#/config' });
  });

  it('[CARD-13] any other non-empty string is a plain URL treated as a qiankun micro-app', () => {
    expect(parseCardUrl('https://apps.example.edu.cn/micro/')).toEqual({ kind: 'microApp', url: 'https://apps.example.edu.cn/micro/' });
    expect(parseCardUrl('/micro/card-app/')).toEqual({ kind: 'microApp', url: '/micro/card-app/' });
    expect(parseCardUrl('http://intranet.example.edu.cn/app')).toEqual({ kind: 'microApp', url: 'http://intranet.example.edu.cn/app' });
  });

  it('[CARD-13] empty, malformed JSON, a frame config missing a field, and unsafe schemes give none', () => {
    for (const url of [
      '', '   ', '{"type":"iframe"', '{"type":"iframe"}', '{"type":"","url":"https://a.example"}', '{"type":1,"url":"https://a.example"}',
      'javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>',
      'vbscript:msgbox', '{"type":"iframe","url":"javascript:alert(1)"}', '{"type":"iframe","url":"data:text/html,x"}',
    ]) {
      expect(parseCardUrl(url), url).toEqual({ kind: 'none' });
    }
  });
});
