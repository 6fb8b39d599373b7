import { isHan } from '../../../search/normalize';

/**
 * A question typed as a sentence ('我的校园卡丢了该怎么处理') rarely contains a knowledge-base question word for word.
 * The last pass of the robot's search compares the two-character words (bigrams) of the query's content with those
 * of each question: words that only shape a question (怎么, 如何, 吗 …) are dropped first, so they neither match
 * nor dilute the overlap.
 */

/** Longest first, so 怎么办 is removed before 怎么. */
const FUNCTION_WORDS = [
  '怎么办', '怎么样', '为什么', '是不是', '能不能', '可不可以', '有没有', '怎么', '如何', '什么', '哪里', '哪儿', '在哪', '哪个',
  '可以', '能否', '需要', '请问', '我想', '我要', '是否', '多久', '一下', '应该', '该', '吗', '呢', '吧', '啊', '的', '了', '我', '你', '要',
].sort((a, b) => b.length - a.length);

/** The distinct bigrams of the Han runs of `text` once function words are removed; `text` is normalised. */
export function contentBigrams(text: string): Set<string> {
  let rest = text;
  for (const word of FUNCTION_WORDS) rest = rest.split(word).join(' ');
  const out = new Set<string>();
  for (const run of rest.split(/\s+/)) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i += 1) {
      const [a, b] = [chars[i] as string, chars[i + 1] as string];
      if (isHan(a) && isHan(b)) out.add(a + b);
    }
  }
  return out;
}

/** How many of a query's content bigrams a question must share: at least two, and at least half of them. */
export function partialThreshold(queryBigrams: number): number {
  return Math.max(2, Math.ceil(queryBigrams / 2));
}
