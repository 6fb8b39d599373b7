import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../../src/server/search/normalize';
import { TextIndex } from '../../../../src/server/search/text-index';

const TEXTS = [
  '宿舍内设施损坏可在线报修，保洁问题请找楼管。',
  '在读证明可自助打印，成绩单需到教务处。',
  '宿舍内设施损坏可在线报修，保洁问题请找楼管。',
  '',
  'VPN 账号在网络信息中心办理，证明材料：校园卡。',
  '在读证明可自助打印，成绩单需到教务处。',
  '证证证明明',
];

function owners(index: TextIndex, needle: string): number[] {
  const seen: number[] = [];
  index.forEachOwner(needle, (doc) => seen.push(doc));
  return seen.sort((a, b) => a - b);
}

describe('the text index of descriptions and guides', () => {
  const index = new TextIndex();
  TEXTS.forEach((text, doc) => index.add(doc, text));
  const truth = (needle: string) => TEXTS.flatMap((text, doc) => (normalizeText(text).includes(needle) ? [doc] : []));

  it('finds exactly the services whose normalised text contains the needle, for needles of any length', () => {
    for (const needle of ['证明', '证', '明', '报修', '保洁问题', '宿舍内设施损坏可在线报修', 'vpn', 'vpn账号', '校园卡', '证证明明', '明证', '火星', 'x']) {
      expect(owners(index, needle), needle).toEqual(truth(needle));
    }
  });

  it('lists a repeated text once and still answers every service that has it', () => {
    expect(owners(index, '成绩单')).toEqual([1, 5]);
    expect(owners(index, '楼管')).toEqual([0, 2]);
  });

  it('answers nothing for an empty needle or an empty text', () => {
    expect(owners(index, '')).toEqual([]);
    expect(owners(index, '，')).toEqual([]);
  });
});
