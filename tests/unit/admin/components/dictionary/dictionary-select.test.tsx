// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictionarySelect, type DictionarySource } from '../../../../../src/admin/components/dictionary';
import { getDeptTree, teacherDropList } from '../../../../../src/shared/api/catalogue/studio-lists';
import { fakeClient, fakeClockedCache, Providers } from './harness';

afterEach(() => { cleanup(); });

const TREE = [{
  dictKey: 'hxlg', dictValue: '华夏理工大学', parentId: null, deptCode: 'HXLG', deptCategory: '学校',
  children: [
    { dictKey: 'jwc', dictValue: '教务处', parentId: 'hxlg', deptCode: 'JWC', deptCategory: '党政机构',
      children: [{ dictKey: 'kszx', dictValue: '考试中心', parentId: 'jwc', deptCode: 'KSZX', deptCategory: '党政机构', children: [] }] },
  ],
}];

function Single({ source, onChange, initial = null }: { source: DictionarySource; onChange?: (v: string | null) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DictionarySelect label="所属部门" source={source} value={value} debounceMs={30}
        onChange={(v) => { setValue(v); onChange?.(v); }} />
      <output data-testid="held">{value ?? ''}</output>
    </>
  );
}

function Multiple({ source }: { source: DictionarySource }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <DictionarySelect multiple label="教师" source={source} value={value} onChange={setValue} />
      <output data-testid="held">{value.join(',')}</output>
    </>
  );
}

describe('dictionary select', () => {
  it('[DICT-01] lists the call\'s options by dictValue, sends tenantId, and holds the chosen dictKey', async () => {
    const client = fakeClient(() => TREE);
    const { cache } = fakeClockedCache();
    const onChange = vi.fn();
    render(<Providers client={client} cache={cache}><Single source={{ call: getDeptTree }} onChange={onChange} /></Providers>);

    const box = screen.getByRole('combobox', { name: '所属部门' });
    fireEvent.mouseDown(box);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['华夏理工大学', '教务处', '考试中心']);
    // The tree's depth is shown and told (aria-level).
    expect(options.map((o) => o.getAttribute('aria-level'))).toEqual(['1', '2', '3']);
    expect(client.calls).toEqual([{ method: 'GET', path: getDeptTree.path, input: { tenantId: '000000' } }]);

    fireEvent.click(within(listbox).getByRole('option', { name: '教务处' }));
    expect(onChange).toHaveBeenCalledWith('jwc');
    expect(screen.getByTestId('held').textContent).toBe('jwc');
    expect((box as HTMLInputElement).value).toBe('教务处');
  });

  it('[DICT-01] remote search sends the typed term under deptName by default, once typing pauses', async () => {
    const client = fakeClient((_call, input) => (input.deptName === '考试' ? [TREE[0]?.children[0]?.children[0]] : TREE));
    const { cache } = fakeClockedCache();
    render(<Providers client={client} cache={cache}><Single source={{ call: getDeptTree, remote: true }} /></Providers>);
    const box = screen.getByRole('combobox', { name: '所属部门' });
    await waitFor(() => expect(client.calls).toHaveLength(1));

    fireEvent.change(box, { target: { value: '考' } });
    fireEvent.change(box, { target: { value: '考试' } });
    await waitFor(() => expect(client.calls).toHaveLength(2));
    // Only the settled term went out: no request for '考'.
    expect(client.calls[1]?.input).toEqual({ tenantId: '000000', deptName: '考试' });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['考试中心']));
  });

  it('[DICT-01] keeps a chosen value, by its label, when a later remote search does not bring it', async () => {
    const warn = vi.spyOn(console, 'warn');
    const client = fakeClient((_call, input) => (input.deptName === '考试' ? [TREE[0]?.children[0]?.children[0]] : TREE));
    const { cache } = fakeClockedCache();
    render(<Providers client={client} cache={cache}><Single source={{ call: getDeptTree, remote: true }} initial="jwc" /></Providers>);
    const box = screen.getByRole('combobox', { name: '所属部门' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('教务处'));
    fireEvent.change(box, { target: { value: '考试' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['考试中心', '教务处']));
    expect(screen.getByTestId('held').textContent).toBe('jwc');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('[DICT-01] remote search uses the parameter name the source sets', async () => {
    const client = fakeClient(() => [{ dictKey: 'u1', dictValue: '王建国', account: 'teacher', deptName: '计算机学院' }]);
    const { cache } = fakeClockedCache();
    render(<Providers client={client} cache={cache}><Single source={{ call: teacherDropList, remote: true, searchParam: 'keyword', params: { size: 20 } }} /></Providers>);
    fireEvent.change(screen.getByRole('combobox', { name: '所属部门' }), { target: { value: '王' } });
    await waitFor(() => expect(client.calls.at(-1)?.input).toEqual({ size: 20, tenantId: '000000', keyword: '王' }));
    expect(client.calls.every((c) => c.method === 'POST' && c.path === teacherDropList.path && !('deptName' in c.input))).toBe(true);
  });

  it('[DICT-02] a select of the same call and parameters reads the session cache for 5 minutes, then asks again', async () => {
    const client = fakeClient(() => TREE);
    const clocked = fakeClockedCache();
    const first = render(<Providers client={client} cache={clocked.cache}><Single source={{ call: getDeptTree }} /></Providers>);
    await waitFor(() => expect(client.calls).toHaveLength(1));
    first.unmount();

    clocked.advance(299_000);
    const second = render(<Providers client={client} cache={clocked.cache}><Single source={{ call: getDeptTree }} initial="kszx" /></Providers>);
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('考试中心'));
    expect(client.calls).toHaveLength(1);
    second.unmount();

    clocked.advance(1_000);
    render(<Providers client={client} cache={clocked.cache}><Single source={{ call: getDeptTree }} /></Providers>);
    await waitFor(() => expect(client.calls).toHaveLength(2));
  });

  it('[DICT-02] selects of the same call and parameters mounted together share one request', async () => {
    const client = fakeClient(() => TREE);
    const { cache } = fakeClockedCache();
    render(
      <Providers client={client} cache={cache}>
        <Single source={{ call: getDeptTree }} initial="jwc" />
        <Single source={{ call: getDeptTree }} initial="kszx" />
      </Providers>,
    );
    const boxes = screen.getAllByRole('combobox', { name: '所属部门' }) as HTMLInputElement[];
    await waitFor(() => expect(boxes.map((box) => box.value)).toEqual(['教务处', '考试中心']));
    expect(client.calls).toHaveLength(1);
  });

  it('is used from the keyboard: ↓ opens and moves, Enter chooses; several values in the multiple form', async () => {
    const client = fakeClient(() => [{ dictKey: 'a', dictValue: '甲' }, { dictKey: 'b', dictValue: '乙' }, { dictKey: 'c', dictValue: '丙' }]);
    const { cache } = fakeClockedCache();
    render(<Providers client={client} cache={cache}><Multiple source={{ call: teacherDropList }} /></Providers>);
    const box = screen.getByRole('combobox', { name: '教师' });
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findByRole('listbox');
    expect(await screen.findByText('共 3 个选项')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('held').textContent).toBe('a,b');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('says so in the field when the options cannot be loaded, in the studio\'s language', async () => {
    const client = fakeClient(() => { throw new Error('network down'); });
    const { cache } = fakeClockedCache();
    render(<Providers client={client} cache={cache} locale="en"><Single source={{ call: getDeptTree }} /></Providers>);
    const box = screen.getByRole('combobox', { name: '所属部门' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The options could not be loaded; please try again later')).toBeTruthy();
    await act(async () => { fireEvent.mouseDown(box); });
    expect(await screen.findByText('No matching options')).toBeTruthy();
  });
});
