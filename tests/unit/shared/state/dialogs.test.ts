import { describe, expect, it, vi } from 'vitest';
import { CLOSE_DIALOG_EVENT, createDialogStore, DEFAULT_FRAME_SIZE, openTargetOf } from '../../../../src/shared/state/dialogs';

describe('the dialogs, pages and events list', () => {
  it('[DLG-01] adds a dialog, and one with the same id replaces it in its place', () => {
    const store = createDialogStore();
    store.add({ id: 'a', config: { url: 'https://a.example.edu.cn/' } });
    store.add({ id: 'b', config: { url: 'https://b.example.edu.cn/', openType: 'page' } });
    store.add({ id: 'a', config: { url: 'https://a2.example.edu.cn/', title: '新' } });
    expect(store.list().map((e) => [e.id, e.config.url, e.config.title])).toEqual([
      ['a', 'https://a2.example.edu.cn/', '新'],
      ['b', 'https://b.example.edu.cn/', ''],
    ]);
  });

  it('[DLG-01] updates an open entry and ignores an unknown id', () => {
    const store = createDialogStore();
    store.add({ id: 'a', config: { url: 'https://a.example.edu.cn/' } });
    store.update('a', { hidden: true, config: { title: '已更新' } });
    store.update('nope', { hidden: true });
    expect(store.list()).toEqual([{
      id: 'a', hidden: true,
      config: { openType: 'model', title: '已更新', url: 'https://a.example.edu.cn/', ...DEFAULT_FRAME_SIZE },
    }]);
  });

  it('[DLG-01] removes a dialog on close and sends closeDialogEvent to its child', () => {
    const store = createDialogStore();
    const closed = vi.fn();
    const changed = vi.fn();
    store.events.on(CLOSE_DIALOG_EVENT, closed);
    store.events.on('changed', changed);
    store.add({ id: 'a', childId: 'child-1', config: { url: 'https://a.example.edu.cn/' } });
    store.close('a');
    store.close('a');
    expect(store.list()).toEqual([]);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledWith({ id: 'a', childId: 'child-1' });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('[DLG-03] an embedded frame is 1200 × 650 unless it says otherwise', () => {
    const store = createDialogStore();
    expect(store.add({ id: 'a', config: { url: '/x' } }).config).toMatchObject({ width: 1200, height: 650 });
    expect(store.add({ id: 'b', config: { url: '/x', width: 800 } }).config).toMatchObject({ width: 800, height: 650 });
  });

  it("[DLG-02] 'service' opens the service detail, 'workGuide' the directory, 'openServiceIfram' the tools frame page", () => {
    expect(openTargetOf({ openType: 'service', serviceId: 's1' })).toEqual({ kind: 'serviceDetail', serviceId: 's1' });
    expect(openTargetOf({ openType: 'workGuide' })).toEqual({ kind: 'directory', path: '/serviceHall' });
    expect(openTargetOf({ openType: 'workGuide', keyword: '请假 证明' }))
      .toEqual({ kind: 'directory', path: '/serviceHall?keyword=%E8%AF%B7%E5%81%87%20%E8%AF%81%E6%98%8E' });
    expect(openTargetOf({ openType: 'openServiceIfram' })).toEqual({ kind: 'iframePage', path: '/iframPage?app=commonTools' });
  });
});
