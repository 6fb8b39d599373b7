// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, required } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictionaryInput, DictionaryProvider } from '../../../../../src/admin/components/dictionary';
import { createStudioI18nProvider } from '../../../../../src/admin/i18n/i18n-provider';
import { getRoleListClass, getServiceInfo } from '../../../../../src/shared/api/catalogue/studio-lists';
import { fakeClient, fakeClockedCache, fakeDataProvider } from './harness';

afterEach(() => { cleanup(); });

const SERVICES = [
  { dictKey: 's1', dictValue: '校园卡挂失', serviceDeptName: '后勤保障处', serviceType: 'PROCESS', status: 1 },
  { dictKey: 's2', dictValue: '成绩单打印', serviceDeptName: '教务处', serviceType: 'PROCESS', status: 1 },
];
const ROLE_CLASSES = [
  { dictKey: 'teacher', dictValue: '教职工', children: [{ dictKey: 'r-teacher', dictValue: '教师', roleType: 'teacher' }] },
  { dictKey: 'student', dictValue: '学生', children: [{ dictKey: 'r-student', dictValue: '学生', roleType: 'student' }] },
];

function renderForm(children: React.ReactNode, record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) {
  const client = fakeClient((call) => (call === getServiceInfo ? SERVICES : ROLE_CLASSES));
  const { cache } = fakeClockedCache();
  render(
    <AdminContext dataProvider={fakeDataProvider(client)} i18nProvider={createStudioI18nProvider('en')}>
      <DictionaryProvider tenantId="000000" cache={cache}>
        <Form record={record} onSubmit={onSubmit}>
          {children}
          <button type="submit">Save</button>
        </Form>
      </DictionaryProvider>
    </AdminContext>,
  );
  return client;
}

describe('dictionary input in a react-admin form', () => {
  it('[DICT-01] shows the record\'s dictKey by its label and submits the chosen dictKey', async () => {
    const onSubmit = vi.fn();
    const client = renderForm(<DictionaryInput source="serviceId" label="服务" dictionary={{ call: getServiceInfo, remote: true, searchParam: 'serviceName' }} />,
      { id: 1, serviceId: 's1' }, onSubmit);
    const box = screen.getByRole('combobox', { name: '服务' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('校园卡挂失'));
    expect(client.calls[0]).toMatchObject({ method: 'POST', path: getServiceInfo.path, input: { tenantId: '000000' } });

    fireEvent.mouseDown(box);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '成绩单打印' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ serviceId: 's2' });
  });

  it('[DICT-01] holds an array of dictKeys in the multiple form; a tree answer\'s groups can be headings only', async () => {
    const onSubmit = vi.fn();
    renderForm(<DictionaryInput multiple source="roleIds" label="可见角色" dictionary={{ call: getRoleListClass, leavesOnly: true }} />, { id: 1 }, onSubmit);
    const box = screen.getByRole('combobox', { name: '可见角色' });
    fireEvent.mouseDown(box);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['教职工', '教师', '学生', '学生']);
    expect(options.map((o) => o.getAttribute('aria-disabled'))).toEqual(['true', 'false', 'true', 'false']);
    fireEvent.click(within(listbox).getByRole('option', { name: '教师' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ roleIds: ['r-teacher'] });
  });

  it('shows react-admin\'s translated validation message beside the field and marks it required', async () => {
    const onSubmit = vi.fn();
    renderForm(<DictionaryInput source="serviceId" label="服务" dictionary={{ call: getServiceInfo }} validate={required()} />, { id: 1 }, onSubmit);
    const box = screen.getByRole('combobox', { name: '服务' });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.hasAttribute('required')).toBe(false);
    expect(document.querySelector('label')?.textContent).toBe('服务 *');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
