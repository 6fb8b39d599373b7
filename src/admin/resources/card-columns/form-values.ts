import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { cardColumnConfigSchema, type CardColumnConfig, type CardMappingEntry } from '../../../shared/schema/cards';
import type { ColumnRecord } from './calls';

/**
 * A column as its form holds it: the source's maps as editable lines ("name=value"), so a half-typed line is
 * kept as typed instead of vanishing on the next render. The save turns them back into the stored shape.
 */
export interface ColumnFormValues {
  id?: string;
  cardId: string;
  columnName: string;
  sort: number;
  remindTodoNum?: boolean;
  dataSource: { kind: 'builtin' | 'api'; source?: string; apiId?: string };
  paramsText: string;
  fieldMappingText: string;
  cardMappingText: string;
}

function toLines(entries: Iterable<[string, string]>): string {
  return [...entries].map(([key, value]) => `${key}=${value}`).join('\n');
}

/** "a=b" lines into pairs; blank lines and lines without a name are left out, "=" inside the value kept. */
export function parseLines(text: string): [string, string][] {
  return text.split('\n').map((line) => line.trim()).filter((line) => line !== '').flatMap((line) => {
    const at = line.indexOf('=');
    const key = (at < 0 ? line : line.slice(0, at)).trim();
    return key === '' ? [] : [[key, at < 0 ? '' : line.slice(at + 1).trim()] as [string, string]];
  });
}

export function toFormValues(record: Partial<ColumnRecord>): ColumnFormValues {
  const source = record.dataSource ?? { kind: 'builtin' as const, source: 'services' as const, params: {} };
  const cardMapping: CardMappingEntry[] = source.cardMapping ?? [];
  return {
    ...(record.id === undefined ? {} : { id: record.id }),
    cardId: record.cardId ?? '',
    columnName: record.columnName ?? '',
    sort: record.sort ?? 0,
    ...(record.remindTodoNum === undefined ? {} : { remindTodoNum: record.remindTodoNum }),
    dataSource: source.kind === 'builtin' ? { kind: 'builtin', source: source.source } : { kind: 'api', apiId: source.apiId },
    paramsText: toLines(Object.entries(source.params)),
    fieldMappingText: source.kind === 'api' ? toLines(Object.entries(source.fieldMapping)) : '',
    cardMappingText: toLines(cardMapping.map((e) => [e.field, e.chineseName])),
  };
}

/** The stored shape of the form's values (unchecked: the schema says what is wrong with it). */
export function fromFormValues(values: FieldValues): Record<string, unknown> {
  const form = values as Partial<ColumnFormValues>;
  const params = Object.fromEntries(parseLines(form.paramsText ?? ''));
  const cardMapping = parseLines(form.cardMappingText ?? '').map(([field, chineseName]) => ({ field, chineseName }));
  const mapping = cardMapping.length > 0 ? { cardMapping } : {};
  const dataSource = form.dataSource?.kind === 'api'
    ? { kind: 'api', apiId: form.dataSource.apiId ?? '', params, fieldMapping: Object.fromEntries(parseLines(form.fieldMappingText ?? '')), ...mapping }
    : { kind: 'builtin', source: form.dataSource?.source ?? '', params, ...mapping };
  return {
    ...(form.id ? { id: form.id } : {}),
    cardId: form.cardId ?? '',
    columnName: form.columnName ?? '',
    sort: form.sort ?? 0,
    dataSource,
    ...(form.remindTodoNum === undefined || form.remindTodoNum === null ? {} : { remindTodoNum: Boolean(form.remindTodoNum) }),
  };
}

/** The form field a schema issue belongs to: a map's problems show under its lines. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'dataSource') {
    if (second === 'params') return 'paramsText';
    if (second === 'fieldMapping') return 'fieldMappingText';
    if (second === 'cardMapping') return 'cardMappingText';
    return second === 'apiId' || second === 'source' || second === 'kind' ? `dataSource.${second}` : 'dataSource.kind';
  }
  return first ?? 'root';
}

/** The required target fields of the card's kind an api column leaves unmapped (the server refuses the same). */
export function unmappedRequired(values: FieldValues, required: readonly string[]): string[] {
  const form = values as Partial<ColumnFormValues>;
  if (form.dataSource?.kind !== 'api') return [];
  const mapping = new Map(parseLines(form.fieldMappingText ?? ''));
  return required.filter((field) => (mapping.get(field) ?? '').trim() === '');
}

/**
 * Checks the column against the shared schema, the one the server validates with; an api column must also map
 * every required target field of its card's kind (`required`, when known), or its rows would all be dropped.
 */
export function checkColumn(values: FieldValues, required: readonly string[] = [], missingText?: (names: string) => string): { column: CardColumnConfig | null; errors: Record<string, string> } {
  const parsed = cardColumnConfigSchema.safeParse(fromFormValues(values));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  }
  const missing = unmappedRequired(values, required);
  if (missing.length > 0) errors.fieldMappingText ??= missingText ? missingText(missing.join('、')) : `请映射必填字段：${missing.join('、')}`;
  if (parsed.success && Object.keys(errors).length === 0) return { column: parsed.data, errors };
  return { column: null, errors };
}

/** The form's resolver; `required` answers the card kind's required target fields as the form last read them. */
export function columnResolverFor(required: () => readonly string[], missingText?: (names: string) => string): Resolver<FieldValues> {
  return (values) => resolveColumn(values, required(), missingText);
}

function resolveColumn(values: FieldValues, required: readonly string[], missingText?: (names: string) => string): ReturnType<Resolver<FieldValues>> {
  const { errors } = checkColumn(values, required, missingText);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const nested: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(errors)) {
    const [head, tail] = field.split('.') as [string, string | undefined];
    const error = { type: 'schema', message };
    if (tail === undefined) nested[head] = error;
    else nested[head] = { ...(nested[head] as Record<string, unknown> | undefined), [tail]: error };
  }
  return { values: {}, errors: nested as FieldErrors<FieldValues> };
};
