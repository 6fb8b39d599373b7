import { zodResolver } from '@hookform/resolvers/zod';
import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { getDeptTreePower, getServiceInfo } from '../../../shared/api/catalogue/studio-lists';
import { dutySaveRequestSchema } from '../../../shared/schema/dept-duty-config';
import { DUTY_TYPE_NAMES, DUTY_TYPES } from '../../../shared/schema/three-lists';
import { DictionaryInput } from '../../components/dictionary';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useDutyTypes } from './use-duty-types';
import { WarnUnsaved } from '../../components/unsaved';

// The shared schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(dutySaveRequestSchema);
const DEPTS = { call: getDeptTreePower, remote: true } as const;
// getServiceInfo searches by serviceName; every service, listed or not, may carry a duty out.
const SERVICES = { call: getServiceInfo, remote: true, searchParam: 'serviceName', params: { includeWithdrawn: true } } as const;
const DEFAULTS = { deptId: '', dutyCode: '', dutyName: '', dutyType: '', basis: '', content: '', isPublic: true, serviceIds: [] };

/**
 * A duty's fields, for create and edit. The server's refusals (a code taken, a type required, an unknown
 * department) come back per field and show beside it, as the shared schema's own messages do.
 */
export function DutyForm() {
  const { t } = useStudioTranslation();
  const types = useDutyTypes();
  const required = types?.isDutyTypeMust ?? false;
  const choices = [
    ...(required ? [] : [{ id: '', name: t('duties.noType') }]),
    ...(types?.dutyTypes.map((d) => ({ id: d.value, name: d.label })) ?? DUTY_TYPES.map((d) => ({ id: d, name: DUTY_TYPE_NAMES[d] }))),
  ];
  return (
    <SimpleForm resolver={resolver} defaultValues={DEFAULTS} sx={{ maxWidth: 720 }}>
      <WarnUnsaved />
      <DictionaryInput source="deptId" label={t('duties.fields.deptId')} dictionary={DEPTS} />
      <TextInput source="dutyCode" label={t('duties.fields.dutyCode')} helperText={t('duties.codeHelp')} fullWidth />
      <TextInput source="dutyName" label={t('duties.fields.dutyName')} fullWidth />
      <SelectInput source="dutyType" label={t('duties.fields.dutyType')} choices={choices} emptyValue="" emptyText={t('duties.noType')}
        helperText={required ? t('duties.typeHelpRequired') : false} />
      <TextInput source="content" label={t('duties.fields.content')} multiline minRows={3} fullWidth />
      <TextInput source="basis" label={t('duties.fields.basis')} multiline minRows={2} fullWidth />
      <DictionaryInput source="serviceIds" label={t('duties.fields.serviceIds')} dictionary={SERVICES} multiple />
      <BooleanInput source="isPublic" label={t('duties.fields.isPublic')} helperText={t('duties.publicHelp')} />
    </SimpleForm>
  );
}
