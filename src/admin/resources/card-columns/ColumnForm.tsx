import { useMemo, useRef, type MutableRefObject } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import {
  BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, useGetOne, useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CardKind } from '../../../shared/schema/cards';
import type { CardRecord } from '../cards/calls';
import { ColumnFormPreview } from './ColumnFormPreview';
import type { ColumnRecord } from './calls';
import { columnResolverFor, toFormValues, unmappedRequired } from './form-values';
import { columnReturnParams } from '../../../shared/api/catalogue/cards-admin';
import { useCallQuery } from '../../data-provider/use-call';
import { useApiParamNames, useSourceOptions } from './use-source-options';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WarnUnsaved } from '../../components/unsaved';

const KIND_CHOICES = [{ id: 'builtin', name: 'cardStudio.sourceKind.builtin' }, { id: 'api', name: 'cardStudio.sourceKind.api' }];

/** The stored choice stays selectable while the options load, or after they stopped offering it. */
function withCurrent(choices: { id: string; name: string }[], current: string | undefined): { id: string; name: string }[] {
  return !current || choices.some((c) => c.id === current) ? choices : [...choices, { id: current, name: current }];
}

/**
 * The target fields an api column of the card's kind fills (getReturnParamByDataSource), the required ones marked
 * and those still unmapped shown as errors; `required` keeps them for the form's resolver.
 */
function TargetFields({ cardKind, required }: { cardKind: CardKind; required: MutableRefObject<readonly string[]> }) {
  const { t } = useStudioTranslation();
  const answer = useCallQuery(columnReturnParams, { cardKind });
  const values = useWatch();
  const fields = answer.data?.cardKind === cardKind ? answer.data.fields : [];
  required.current = fields.filter((f) => f.required).map((f) => f.field);
  if (fields.length === 0) return null;
  const missing = new Set(unmappedRequired(values, required.current));
  return (
    <Box sx={{ my: 1 }} role="group" aria-label={t('cardStudio.columns.targetFields')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>{t('cardStudio.columns.targetFields')}</Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {fields.map((f) => (
          <Chip key={f.field} size="small" label={f.required ? `${f.field} *` : f.field}
            color={missing.has(f.field) ? 'error' : f.required ? 'primary' : 'default'} variant={f.required ? 'filled' : 'outlined'} />
        ))}
      </Box>
    </Box>
  );
}

function SourceFields({ required }: { required: MutableRefObject<readonly string[]> }) {
  const { t } = useStudioTranslation();
  const [cardId, kind, apiId, source] = useWatch({ name: ['cardId', 'dataSource.kind', 'dataSource.apiId', 'dataSource.source'] }) as (string | undefined)[];
  const { data: card } = useGetOne<CardRecord>('cards', { id: cardId ?? '' }, { enabled: Boolean(cardId) });
  const { sources, apis } = useSourceOptions(card?.cardKind as CardKind | undefined);
  const paramNames = useApiParamNames(kind === 'api' ? apiId : undefined);
  if (kind !== 'api' || !card) required.current = [];
  return (
    <>
      <SelectInput source="dataSource.kind" choices={KIND_CHOICES} fullWidth />
      {kind === 'api' ? (
        <>
          <SelectInput source="dataSource.apiId" choices={withCurrent(apis.map((api) => ({ id: api.id, name: api.apiName })), apiId)} translateChoice={false} fullWidth />
          {paramNames.length > 0
            ? <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('cardStudio.columns.apiFields', { names: paramNames.join('、') })}</Typography>
            : null}
          {card ? <TargetFields cardKind={card.cardKind as CardKind} required={required} /> : null}
          <TextInput source="fieldMappingText" label="cardStudio.columns.fieldMapping" multiline minRows={3} fullWidth />
        </>
      ) : (
        <SelectInput source="dataSource.source" choices={withCurrent(sources.map((s) => ({ id: s.source, name: s.label })), source)} translateChoice={false} fullWidth />
      )}
      <TextInput source="paramsText" label="cardStudio.columns.params" multiline minRows={2} fullWidth />
      {card?.cardKind === 'STAGING_TABLE'
        ? <TextInput source="cardMappingText" label="cardStudio.columns.cardMapping" multiline minRows={2} fullWidth />
        : null}
      {card?.cardKind === 'TODO' ? <BooleanInput source="remindTodoNum" /> : null}
    </>
  );
}

/** A column's name, order and data source with its field mapping, beside the live preview of its card. */
export function ColumnForm() {
  const record = useRecordContext<ColumnRecord>();
  // The stored column (or the create page's preset card) as the form holds it.
  const values = useMemo(() => toFormValues(record ?? {}), [record]);
  const { t } = useStudioTranslation();
  // The card kind's required target fields as TargetFields last read them: the resolver refuses them unmapped.
  const required = useRef<readonly string[]>([]);
  const resolver = useMemo(() => columnResolverFor(() => required.current, (names) => t('cardStudio.columns.mappingMissing', { names })), [t]);
  return (
    <SimpleForm resolver={resolver} record={values}>
      <WarnUnsaved />
      <Box sx={{ display: 'grid', gap: 3, width: '100%', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(280px, 420px) minmax(0, 1fr)' } }}>
        <Box>
          <ReferenceInput source="cardId" reference="cards" sort={{ field: 'sort', order: 'ASC' }}>
            <SelectInput optionText="cardName" fullWidth />
          </ReferenceInput>
          <TextInput source="columnName" fullWidth />
          <NumberInput source="sort" step={1} />
          <SourceFields required={required} />
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, alignSelf: 'start', minWidth: 0 }}>
          <ColumnFormPreview />
        </Box>
      </Box>
    </SimpleForm>
  );
}
