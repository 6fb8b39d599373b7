import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Create, Edit, NumberInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { apiTest } from '../../../shared/api/catalogue/cards-admin';
import { API_PARAM_TYPES, externalApiSchema, type ApiTestResult } from '../../../shared/schema/cards';
import { toHttpError } from '../../data-provider/errors';
import { useSend } from '../../data-provider/use-call';
import { OrderedRows } from '../guides/OrderedRows';
import { toFormValues, toSubmit, type ExternalApiFormValues, type ExternalApiRecord } from './calls';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const schemaResolver = zodResolver(externalApiSchema) as unknown as Resolver<FieldValues>;
const half = { flex: '1 1 240px', minWidth: 0 } as const;
const NEW_API: ExternalApiFormValues = { apiName: '', url: 'https://', method: 'GET', params: [], resultPath: '', timeoutMs: 3000, cacheSeconds: 60, headers: [] };

/**
 * The shared schema the server validates with, and one rule only the form can see: a header added here (none stored
 * under its name) needs a value, since an empty one keeps the stored value.
 */
export function externalApiResolver(missingValue: string): Resolver<FieldValues> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const headers = (values as Partial<ExternalApiFormValues>).headers ?? [];
    const missing = headers.flatMap((h, i) => (!h.valueSet && (h.value ?? '') === '' ? [i] : []));
    if (missing.length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    const rows = { ...(errors.headers as Record<number, unknown> | undefined) };
    for (const i of missing) rows[i] = { ...(rows[i] as object | undefined), value: { type: 'required', message: missingValue } };
    return { values: {}, errors: { ...errors, headers: rows } as FieldErrors<FieldValues> };
  };
}

/** The answer's first rows as a table: a column per field the rows have (nested values as JSON). */
function RowsTable({ rows }: { rows: readonly unknown[] }) {
  const { t } = useStudioTranslation();
  const keys = [...new Set(rows.flatMap((row) => (row !== null && typeof row === 'object' && !Array.isArray(row) ? Object.keys(row) : [])))].slice(0, 12);
  const cell = (value: unknown) => {
    const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
  };
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', mt: 1 }}>
      <Table size="small" aria-label={t('externalApis.testResult')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            {keys.length > 0 ? keys.map((key) => <TableCell key={key}>{key}</TableCell>) : <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              <TableCell>{t('externalApis.testRow', { n: i + 1 })}</TableCell>
              {keys.length > 0
                ? keys.map((key) => <TableCell key={key} sx={{ wordBreak: 'break-all' }}>{cell((row as Record<string, unknown>)[key])}</TableCell>)
                : <TableCell sx={{ wordBreak: 'break-all' }}>{cell(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type TestState = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: ApiTestResult } | { kind: 'failed'; message: string };

/** 测试调用: the API as the form holds it, through the server's outbound address guard; the first rows, or why not. */
function TestCall() {
  const { t } = useStudioTranslation();
  const send = useSend();
  const record = useRecordContext<ExternalApiRecord>();
  const { getValues, trigger } = useFormContext<ExternalApiFormValues>();
  const [state, setState] = useState<TestState>({ kind: 'idle' });

  async function run() {
    if (!(await trigger())) return;
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', result: await send(apiTest, toSubmit(getValues(), record?.id)) });
    } catch (error) {
      setState({ kind: 'failed', message: toHttpError(error).message });
    }
  }

  return (
    <Box component="section" aria-label={t('externalApis.testResult')} sx={{ width: '100%', my: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => { void run(); }} disabled={state.kind === 'running'}>
          {state.kind === 'running' ? t('externalApis.testing') : t('externalApis.test')}
        </Button>
        <Typography sx={{ color: 'text.secondary', fontSize: 13, flex: '1 1 240px' }}>{t('externalApis.testHint')}</Typography>
      </Box>
      <Box role="status" aria-live="polite">
        {state.kind === 'failed' ? <Alert severity="error" sx={{ mt: 1 }}>{state.message}</Alert> : null}
        {state.kind === 'done' ? (
          <Alert severity="success" sx={{ mt: 1, '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}>
            {state.result.total === 0
              ? t('externalApis.testEmpty', { ms: state.result.elapsedMs })
              : t('externalApis.testOk', { total: state.result.total, ms: state.result.elapsedMs, shown: state.result.rows.length })}
            {state.result.rows.length > 0 ? <RowsTable rows={state.result.rows} /> : null}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}

/** A parameter's fixed value: only a 'fixed' parameter has one (the others the server fills for the caller). */
function ParamValue({ index }: { index: number }) {
  const { t } = useStudioTranslation();
  const type = useWatch<ExternalApiFormValues, `params.${number}.paramType`>({ name: `params.${index}.paramType` });
  return type === 'fixed' ? <TextInput source={`params.${index}.value`} label={t('externalApis.fields.paramValue')} sx={half} /> : null;
}

/** A header's secret value: write-only; the helper says whether one is stored. */
function HeaderValue({ index }: { index: number }) {
  const { t } = useStudioTranslation();
  const valueSet = useWatch<ExternalApiFormValues, `headers.${number}.valueSet`>({ name: `headers.${index}.valueSet` });
  return (
    <TextInput source={`headers.${index}.value`} type="password" autoComplete="new-password" label={t('externalApis.fields.headerValue')} sx={half}
      helperText={valueSet ? t('externalApis.secretSet') : t('externalApis.secretUnset')} />
  );
}

function ExternalApiForm() {
  const { t } = useStudioTranslation();
  const record = useRecordContext<ExternalApiRecord>();
  const values = useMemo(() => (record ? toFormValues(record) : NEW_API), [record]);
  const resolver = useMemo(() => externalApiResolver(t('externalApis.secretMissing')), [t]);
  const paramChoices = API_PARAM_TYPES.map((id) => ({ id, name: t(`externalApis.paramTypes.${id}`) }));
  return (
    <SimpleForm resolver={resolver} record={values} sx={{ maxWidth: 960 }}>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('externalApis.help')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="apiName" label={t('externalApis.fields.apiName')} sx={half} />
        <SelectInput source="method" label={t('externalApis.fields.method')} choices={[{ id: 'GET', name: 'GET' }, { id: 'POST', name: 'POST' }]} translateChoice={false} sx={{ width: 140 }} />
      </Box>
      <TextInput source="url" label={t('externalApis.fields.url')} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="resultPath" label={t('externalApis.fields.resultPath')} sx={{ ...half, flexBasis: 360 }} />
        <NumberInput source="timeoutMs" label={t('externalApis.fields.timeoutMs')} step={500} sx={{ width: 220 }} />
        <NumberInput source="cacheSeconds" label={t('externalApis.fields.cacheSeconds')} step={30} sx={{ width: 220 }} />
      </Box>
      <OrderedRows source="headers" heading={t('externalApis.fields.headers')} addLabel={t('externalApis.addHeader')} nameKey="name" blank={{ name: '', value: '', valueSet: false }}
        renderRow={(i) => (
          <>
            <TextInput source={`headers.${i}.name`} label={t('externalApis.fields.headerName')} sx={half} />
            <HeaderValue index={i} />
          </>
        )} />
      <OrderedRows source="params" heading={t('externalApis.fields.params')} addLabel={t('externalApis.addParam')} nameKey="name" blank={{ name: '', paramType: 'fixed', value: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`params.${i}.name`} label={t('externalApis.fields.paramName')} sx={half} />
            <SelectInput source={`params.${i}.paramType`} label={t('externalApis.fields.paramType')} choices={paramChoices} translateChoice={false} sx={half} />
            <ParamValue index={i} />
          </>
        )} />
      <TestCall />
    </SimpleForm>
  );
}

export function ExternalApiEdit() {
  return (
    // Pessimistic: a refused save (an address the guard refuses) must keep the form as typed, with the reason.
    <Edit redirect="list" mutationMode="pessimistic">
      <ExternalApiForm />
    </Edit>
  );
}

export function ExternalApiCreate() {
  return (
    <Create redirect="list">
      <ExternalApiForm />
    </Create>
  );
}
