import { describe, expect, it } from 'vitest';
import { createDialogStore, type DialogEntry } from '../../../../../src/shared/state/dialogs';
import { closeDialogMessage, frameOrigin, readOpenRequest } from '../../../../../src/portal/features/frame-pages/frame-messages';
import { createFrameRegistry } from '../../../../../src/portal/features/frame-pages/frame-registry';
import { dropLeft, mergeShown } from '../../../../../src/portal/features/frame-pages/shown-dialogs';

const fakeWindow = (name: string) => ({ name }) as unknown as Window;

describe('open requests (DLG-02)', () => {
  it('[DLG-02] reads the three open requests and nothing else', () => {
    expect(readOpenRequest({ type: 'sh:open', openType: 'service', serviceId: ' svc-1 ' })).toEqual({ openType: 'service', serviceId: 'svc-1' });
    expect(readOpenRequest({ type: 'sh:open', openType: 'workGuide', keyword: '奖学金' })).toEqual({ openType: 'workGuide', keyword: '奖学金' });
    expect(readOpenRequest({ type: 'sh:open', openType: 'workGuide', keyword: '  ' })).toEqual({ openType: 'workGuide' });
    expect(readOpenRequest({ type: 'sh:open', openType: 'workGuide' })).toEqual({ openType: 'workGuide' });
    // An address sent along never comes out.
    expect(readOpenRequest({ type: 'sh:open', openType: 'openServiceIfram', url: 'https://evil.example.com' })).toEqual({ openType: 'openServiceIfram' });
    for (const bad of [
      null, 'sh:open', { openType: 'service', serviceId: 's' }, { type: 'open', openType: 'workGuide' },
      { type: 'sh:open', openType: 'service' }, { type: 'sh:open', openType: 'service', serviceId: '' },
      { type: 'sh:open', openType: 'service', serviceId: 'x'.repeat(33) }, { type: 'sh:open', openType: 'page', url: '/x' },
      { type: 'sh:open', openType: 'workGuide', keyword: 'k'.repeat(51) },
    ]) expect(readOpenRequest(bad)).toBeNull();
  });

  it('[DLG-01] closeDialogEvent carries the dialog id and its child', () => {
    expect(closeDialogMessage('d1', 'c1')).toEqual({ type: 'closeDialogEvent', id: 'd1', childId: 'c1' });
  });

  it("a frame's origin is its configured address's; a portal path is the portal's; opaque ones have none", () => {
    expect(frameOrigin('https://apps.example.edu.cn/a?b=1', 'https://hall.example.edu.cn/home')).toBe('https://apps.example.edu.cn');
    expect(frameOrigin('/font/combCygj/commonToolWeb/#/config', 'https://hall.example.edu.cn/home')).toBe('https://hall.example.edu.cn');
    expect(frameOrigin('data:text/html,x', 'https://hall.example.edu.cn/')).toBeNull();
  });
});

describe('hosted frames', () => {
  it('[DLG-02] a sender counts only as the window of a hosted frame at its own origin, until it is removed', () => {
    const registry = createFrameRegistry();
    const win = fakeWindow('a');
    const remove = registry.add({ window: () => win, origin: 'https://apps.example.edu.cn', dialogId: 'd1' });
    expect(registry.senderOf(win, 'https://apps.example.edu.cn')?.dialogId).toBe('d1');
    expect(registry.senderOf(win, 'https://evil.example.com')).toBeNull();
    expect(registry.senderOf(fakeWindow('b'), 'https://apps.example.edu.cn')).toBeNull();
    expect(registry.senderOf(null, 'https://apps.example.edu.cn')).toBeNull();
    expect(registry.ofDialog('d1')?.origin).toBe('https://apps.example.edu.cn');
    remove();
    expect(registry.senderOf(win, 'https://apps.example.edu.cn')).toBeNull();
    expect(registry.ofDialog('d1')).toBeNull();
  });

  it('a frame without a window yet (not attached) is nobody', () => {
    const registry = createFrameRegistry();
    registry.add({ window: () => null, origin: 'https://apps.example.edu.cn' });
    expect(registry.senderOf(null, 'https://apps.example.edu.cn')).toBeNull();
  });
});

describe('dialogs on screen', () => {
  const entries = () => {
    const store = createDialogStore();
    store.add({ id: 'a', config: { url: 'https://x.example/a' } });
    store.add({ id: 'p', config: { url: 'https://x.example/p', openType: 'page' } });
    store.add({ id: 'b', config: { url: 'https://x.example/b' } });
    return store;
  };
  const ids = (list: readonly { entry: DialogEntry; leaving: number | null }[]) => list.map((i) => `${i.entry.id}:${i.leaving ?? '-'}`);

  it('[DLG-01] model entries show in order; a closed one stays in its place while it leaves, then goes', () => {
    const store = entries();
    const shown = mergeShown([], store.list(), 1);
    expect(ids(shown)).toEqual(['a:-', 'b:-']);
    store.close('a');
    const leaving = mergeShown(shown, store.list(), 2);
    expect(ids(leaving)).toEqual(['a:2', 'b:-']);
    expect(dropLeft(leaving, 1)).toBe(leaving);
    expect(ids(dropLeft(leaving, 2))).toEqual(['b:-']);
  });

  it('[DLG-01] a dialog opened again while it leaves stays, and its old leaving does not remove it', () => {
    const store = entries();
    let shown = mergeShown([], store.list(), 1);
    store.close('a');
    shown = mergeShown(shown, store.list(), 2);
    store.add({ id: 'a', config: { url: 'https://x.example/a2' } });
    shown = mergeShown(shown, store.list(), 3);
    expect(ids(shown)).toEqual(['a:-', 'b:-']);
    expect(shown[0]?.entry.config.url).toBe('https://x.example/a2');
    expect(ids(dropLeft(shown, 2))).toEqual(['a:-', 'b:-']);
  });
});
