import { pinyin, polyphonic } from 'pinyin-pro';
import { isHan } from './normalize';

/**
 * The pinyin of a normalised text, character by character. A character with several readings keeps every one
 * (行 xing/hang, 长 chang/zhang, 校 xiao/jiao): the reading pinyin-pro picks from the context comes first and is the
 * one the typo tolerance compares with; the others still match pinyin and initials, so a user who reads 银行 as
 * 'yinxing' or 校长 as 'xiaochang' still finds it.
 */

export interface PinyinUnit {
  /** The character itself (a Han character, or a letter or digit of Latin text). */
  char: string;
  /** Readings without tones, ü as v; a Latin character reads as itself; other characters have none. */
  readings: string[];
  /** Bit set of the first letters of the readings (see letterBit). */
  initials: number;
}

export interface PinyinForm {
  units: PinyinUnit[];
  /** Bit set of every letter of every reading: a query using a letter outside it cannot match. */
  letters: number;
  /** The context readings joined ('qingjiashenqing'), for typo tolerance. */
  primary: string;
  /** Where each unit starts in `primary`. */
  starts: number[];
}

/** a–z are bits 0–25; every digit shares bit 26. A prefilter only, so the sharing costs nothing but a few checks. */
export function letterBit(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  return 0;
}

export function lettersOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i += 1) mask |= letterBit(text.charAt(i));
  return mask;
}

const OPTIONS = { toneType: 'none', type: 'array', v: true } as const;

function readingsOf(chars: string[]): { context: string[]; all: string[][] } {
  const text = chars.join('');
  const context = pinyin(text, OPTIONS);
  const all = polyphonic(text, OPTIONS);
  if (context.length === chars.length && all.length === chars.length) return { context, all };
  // A character pinyin-pro splits differently (rare): read each alone, losing only its context.
  return {
    context: chars.map((c) => pinyin(c, OPTIONS)[0] ?? c),
    all: chars.map((c) => polyphonic(c, OPTIONS)[0] ?? [c]),
  };
}

function toForm(text: string): PinyinForm {
  const chars = [...text];
  const { context, all } = readingsOf(chars);
  const units: PinyinUnit[] = [];
  const starts: number[] = [];
  let primary = '';
  let letters = 0;
  chars.forEach((char, i) => {
    let readings: string[];
    if (isHan(char)) {
      const first = context[i] ?? '';
      readings = [...new Set([first, ...(all[i] ?? [])])].filter((r) => /^[a-z]+$/.test(r));
    } else {
      readings = /^[a-z0-9]$/.test(char) ? [char] : [];
    }
    let initials = 0;
    for (const r of readings) {
      initials |= letterBit(r);
      letters |= lettersOf(r);
    }
    starts.push(primary.length);
    primary += readings[0] ?? '';
    units.push({ char, readings, initials });
  });
  return { units, letters, primary, starts };
}

// Names, departments and scenes repeat across rebuilds and tenants; pinyin-pro is the costly part of a build.
const cache = new Map<string, PinyinForm>();
const CACHE_LIMIT = 100_000;

/** The pinyin form of a normalised text (see normalize.ts), memoised per process. */
export function pinyinForm(text: string): PinyinForm {
  const hit = cache.get(text);
  if (hit) return hit;
  const form = toForm(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, form);
  return form;
}
