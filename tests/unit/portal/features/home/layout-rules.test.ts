import { describe, expect, it } from 'vitest';
import { daysBetween, eventsInMonth, semesterWeek } from '../../../../../src/portal/features/home/calendar-facts';
import { gridLayoutFor } from '../../../../../src/portal/features/home/grid-layout';
import { addCard, cardIds, moveBy, moveIndex, removeCard, sameOrder } from '../../../../../src/portal/features/home/layout-order';
import { calendarAnswer, layoutCard } from './fixtures';

const cards = [layoutCard('a', '待办事项', true), layoutCard('b', '校园新闻'), layoutCard('c', '常用工具')];

describe('layout order', () => {
  it('moves a card one place up or down, and not past either end', () => {
    expect(cardIds(moveBy(cards, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(cardIds(moveBy(cards, 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(moveBy(cards, 'a', -1)).toBe(cards);
    expect(moveBy(cards, 'c', 1)).toBe(cards);
    expect(cardIds(moveIndex(cards, 2, 0))).toEqual(['c', 'a', 'b']);
  });

  it('never removes a mandatory card, and adds a card once at the end', () => {
    expect(removeCard(cards, 'a')).toBe(cards);
    expect(cardIds(removeCard(cards, 'b'))).toEqual(['a', 'c']);
    const added = addCard(cards, layoutCard('d', '我的收藏'));
    expect(cardIds(added)).toEqual(['a', 'b', 'c', 'd']);
    expect(addCard(added, layoutCard('d', '我的收藏'))).toBe(added);
    expect(sameOrder(cards, [...cards])).toBe(true);
    expect(sameOrder(cards, moveBy(cards, 'b', 1))).toBe(false);
  });
});

describe('grid layout', () => {
  it('one narrow column on a phone, two on a tablet, two normal cards on a desktop', () => {
    expect(gridLayoutFor(360 - 32)).toEqual({ columns: 1, mode: 'narrow' });
    expect(gridLayoutFor(600)).toEqual({ columns: 1, mode: 'normal' });
    expect(gridLayoutFor(768 - 48)).toEqual({ columns: 2, mode: 'narrow' });
    expect(gridLayoutFor(1232)).toEqual({ columns: 2, mode: 'normal' });
  });
});

describe('calendar facts', () => {
  it('counts calendar days, across months and years', () => {
    expect(daysBetween('2026-03-09', '2026-04-04')).toBe(26);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-05-01', '2026-05-01')).toBe(0);
  });

  it('places today before, in or after the semester', () => {
    expect(semesterWeek(calendarAnswer, '2026-03-09')).toEqual({ kind: 'during', week: 2, totalWeeks: 18 });
    expect(semesterWeek({ ...calendarAnswer, currentWeek: 0 }, '2026-02-23')).toEqual({ kind: 'before', daysToStart: 7 });
    expect(semesterWeek({ ...calendarAnswer, currentWeek: 19 }, '2026-07-20')).toEqual({ kind: 'after' });
  });

  it('keeps the events that touch the month, in date order', () => {
    expect(eventsInMonth(calendarAnswer.events, '2026-03-09').map((e) => e.title)).toEqual(['开学报到', '选课']);
    expect(eventsInMonth(calendarAnswer.events, '2026-04-15').map((e) => e.title)).toEqual(['清明节放假', '期中教学检查']);
  });
});
