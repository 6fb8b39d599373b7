import type { LabelKind } from '../../db/schema/ratings';

/** Quick labels offered with a score (quickScoreLabels): positive for 4–5 stars, neutral for 3, negative for 1–2. */
export const RATING_LABELS: ReadonlyArray<{ key: string; name: string; kind: LabelKind }> = [
  { key: 'fast', name: '办理快捷', kind: 'positive' },
  { key: 'clear', name: '流程清晰', kind: 'positive' },
  { key: 'friendly', name: '服务热情', kind: 'positive' },
  { key: 'online', name: '全程网办', kind: 'positive' },
  { key: 'guide', name: '指南详细', kind: 'positive' },
  { key: 'ok', name: '基本满意', kind: 'neutral' },
  { key: 'average', name: '体验一般', kind: 'neutral' },
  { key: 'improve', name: '有待改进', kind: 'neutral' },
  { key: 'slow', name: '审批太慢', kind: 'negative' },
  { key: 'complex', name: '材料繁琐', kind: 'negative' },
  { key: 'unclear', name: '说明不清', kind: 'negative' },
  { key: 'noreply', name: '无人回复', kind: 'negative' },
];

/** Comments of the demo ratings, by score band; realistic and mostly positive. */
export const RATING_COMMENTS: Record<LabelKind, readonly string[]> = {
  positive: [
    '线上提交后第二天就审批通过了，比以前跑办公室方便太多。',
    '流程很清楚，按指南一步步填就行，点赞！',
    '老师回复很及时，材料有问题也会主动说明。',
    '手机上就能办，不用再跑好几个部门盖章了。',
    '整体体验很好，希望更多业务都能这样网上办理。',
    '',
    '',
  ],
  neutral: [
    '能办成，就是页面有点多，希望能再简化一下。',
    '审批速度还可以，附件上传偶尔有点慢。',
    '',
  ],
  negative: [
    '等了一周还没有审批结果，希望能加快处理。',
    '需要上传的材料太多，有些和其他系统重复。',
  ],
};
