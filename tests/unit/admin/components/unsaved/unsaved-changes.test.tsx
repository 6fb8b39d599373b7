// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStudioI18nProvider } from '../../../../../src/admin/i18n/i18n-provider';
import { UnsavedChangesProvider, anyDirty, useGuardedLeave, useUnsavedChanges } from '../../../../../src/admin/components/unsaved';

afterEach(cleanup);

function Form({ leave }: { leave: () => void }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const guard = useGuardedLeave();
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>edit</button>
      <button type="button" onClick={() => setDirty(false)}>save</button>
      <button type="button" onClick={() => guard(leave)}>go</button>
    </>
  );
}

const mount = () => {
  const leave = vi.fn();
  // The studio's own i18n and a store whose locale is Chinese, as StudioApp mounts them.
  const store = memoryStore({ locale: 'zh-CN' });
  render(
    <AdminContext i18nProvider={createStudioI18nProvider('zh-CN')} store={store}>
      <UnsavedChangesProvider><Form leave={leave} /></UnsavedChangesProvider>
    </AdminContext>,
  );
  return leave;
};

/** True when the browser would ask before unloading the page. */
const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes (one hook, one dialog)', () => {
  it('a clean form leaves at once and lets the page unload', () => {
    const leave = mount();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unloadAsks()).toBe(false);
  });

  it('a dirty form asks in the one dialog before a move inside the studio, and the browser asks before a reload', async () => {
    const leave = mount();
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await waitFor(() => expect(unloadAsks()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
    expect(leave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    fireEvent.click(await screen.findByRole('button', { name: '离开' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });

  it('a saved form is clean again', async () => {
    const leave = mount();
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(unloadAsks()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('anyDirty reads the marks', () => {
    expect(anyDirty(new Map())).toBe(false);
    expect(anyDirty(new Map([['a', false], ['b', true]]))).toBe(true);
  });
});
