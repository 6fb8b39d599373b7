import { describe, expect, it } from 'vitest';
import {
  applyDrag, moveBy, moveIndex, positionOf, sameOrder, serviceIds, without,
} from '../../../../../src/portal/features/favourites/favourite-order';

const list = [{ serviceId: 'a' }, { serviceId: 'b' }, { serviceId: 'c' }, { serviceId: 'd' }];

describe('favourite order', () => {
  it('moves a favourite one place up or down, and never past either end', () => {
    expect(serviceIds(moveBy(list, 'b', -1))).toEqual(['b', 'a', 'c', 'd']);
    expect(serviceIds(moveBy(list, 'b', 1))).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(list, 'a', -1)).toBe(list);
    expect(moveBy(list, 'd', 1)).toBe(list);
    expect(moveBy(list, 'unknown', 1)).toBe(list);
  });

  it('a drop puts the dragged favourite in the place of the one it lands on, both ways', () => {
    expect(serviceIds(applyDrag(list, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(serviceIds(applyDrag(list, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
    expect(applyDrag(list, 'b', 'b')).toBe(list);
    expect(applyDrag(list, 'b', null)).toBe(list);
    expect(applyDrag(list, 'b', 'gone')).toBe(list);
  });

  it('leaves the input alone and keeps every favourite exactly once', () => {
    const before = serviceIds(list);
    const moved = moveIndex(list, 3, 0);
    expect(serviceIds(list)).toEqual(before);
    expect([...serviceIds(moved)].sort()).toEqual(before);
    expect(moveIndex(list, 0, 9)).toBe(list);
  });

  it('compares orders, finds positions and removes one favourite', () => {
    expect(sameOrder(list, [...list])).toBe(true);
    expect(sameOrder(list, moveBy(list, 'c', -1))).toBe(false);
    expect(sameOrder(list, list.slice(1))).toBe(false);
    expect(positionOf(list, 'c')).toBe(3);
    expect(positionOf(list, 'x')).toBe(0);
    expect(serviceIds(without(list, 'b'))).toEqual(['a', 'c', 'd']);
    expect(without(list, 'x')).toBe(list);
  });
});
