import { describe, expect, it } from 'vitest';
import {
  ACCESS_WAY_LABELS, CARD_KIND_LABELS, OPEN_WAY_LABELS, QUESTION_STATUS_LABELS, SERVICE_KIND_LABELS, codeOf, labelOf, labelsHint,
} from '../../../../src/shared/schema/code-labels';

describe('code labels: files speak the studio\'s words and read them back', () => {
  it('[EXP-06] writes a code as its label and an unknown code as itself', () => {
    expect(labelOf(OPEN_WAY_LABELS, 1002)).toBe('弹出窗口');
    expect(labelOf(CARD_KIND_LABELS, 'TODO')).toBe('待办事项');
    expect(labelOf(ACCESS_WAY_LABELS, '9')).toBe('9');
  });

  it('[IMP-12] reads the label or the code, numbers as numbers, codes in any case', () => {
    expect(codeOf(OPEN_WAY_LABELS, '弹出窗口')).toBe(1002);
    expect(codeOf(OPEN_WAY_LABELS, ' 1003 ')).toBe(1003);
    expect(codeOf(QUESTION_STATUS_LABELS, '已下线')).toBe(0);
    expect(codeOf(SERVICE_KIND_LABELS, 'process')).toBe('PROCESS');
    expect(codeOf(SERVICE_KIND_LABELS, '流程')).toBe('PROCESS');
    expect(codeOf(SERVICE_KIND_LABELS, '网页')).toBeUndefined();
    expect(labelsHint(QUESTION_STATUS_LABELS)).toBe('已下线、已上线');
  });
});
