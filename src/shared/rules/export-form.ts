import { z } from 'zod/mini';
import { truncateLabel } from './card-display';

/**
 * The export dialog's form rules (EXP-01 … EXP-07, EXP-11, CARD-11) and the reading of its job's answers
 * (EXP-08 … EXP-10), pure so the dialog, the server and the tests share one version.
 */

/** EXP-02: 1 all data, 2 the data under the current search, 3 the checked rows. */
export const EXPORT_DATA_RANGES = [1, 2, 3] as const;

/** EXP-03: what the file-name input accepts. */
export const EXPORT_FILE_NAME_INPUT_MAX = 30;
/** EXP-04: what the rule accepts (longer than the input, as the spec has it). */
const EXPORT_FILE_NAME_RULE_MAX = 250;
/** EXP-05. */
const EXPORT_FILE_NAME_MIN = 3;
/** EXP-08, EXP-09: the poll interval of export and import jobs. */
export const JOB_POLL_INTERVAL_MS = 3000;
/** EXP-10: a poll answering this status is ignored; the next poll follows. */
const STATUS_POLL_IGNORED = 8010;
/** EXP-08: a start answering this status shows its message and closes the dialog. */
const STATUS_EXPORT_CLOSE = 1002;

/** EXP-04: Chinese characters, letters, digits, dot and underscore; no dash, space or other sign. */
// The same character range as the server's exportFileNameSchema, so the form never passes what the server refuses.
const FILE_NAME_PATTERN = new RegExp(`^[\\u4e00-\\u9fa5A-Za-z0-9._]{1,${EXPORT_FILE_NAME_RULE_MAX}}$`, 'u');

/** The form's messages; Chinese are the spec's exact words. */
export interface ExportFormMessages {
  fileNameRequired: string;
  fileNameChars: string;
  fileNameMin: string;
  fieldsRequired: string;
}

export const EXPORT_FORM_MESSAGES: Readonly<Record<'zh-CN' | 'en', ExportFormMessages>> = {
  'zh-CN': {
    fileNameRequired: '请输入文件名称',
    fileNameChars: '特殊字符只能包括点和下划线',
    fileNameMin: '文件名称不可少于三个字符',
    fieldsRequired: '请至少选择一个导出字段',
  },
  en: {
    fileNameRequired: 'Enter a file name',
    fileNameChars: 'The only special characters allowed are the dot and the underscore',
    fileNameMin: 'The file name needs at least three characters',
    fieldsRequired: 'Choose at least one field to export',
  },
};

/**
 * EXP-03 … EXP-05: the message for a file name, or null when it is acceptable. The name is trimmed first; the
 * length counts characters (code points), so a Chinese name of three characters is long enough.
 */
export function fileNameError(raw: string, messages: ExportFormMessages = EXPORT_FORM_MESSAGES['zh-CN']): string | null {
  const name = raw.trim();
  if (name === '') return messages.fileNameRequired;
  if (!FILE_NAME_PATTERN.test(name)) return messages.fileNameChars;
  if (Array.from(name).length < EXPORT_FILE_NAME_MIN) return messages.fileNameMin;
  return null;
}

/** EXP-06: the message when no field is chosen, or null. */
export function exportFieldsError(fields: readonly string[], messages: ExportFormMessages = EXPORT_FORM_MESSAGES['zh-CN']): string | null {
  return fields.length === 0 ? messages.fieldsRequired : null;
}

/** The export form's schema (react-hook-form's resolver and the server's check share it). */
export function createExportFormSchema(messages: ExportFormMessages = EXPORT_FORM_MESSAGES['zh-CN']) {
  return z.object({
    fileName: z.pipe(
      z.string().check(z.superRefine((value, ctx) => {
        const error = fileNameError(value, messages);
        if (error !== null) ctx.addIssue({ code: 'custom', message: error, input: value });
      })),
      z.transform((value: string) => value.trim()),
    ),
    dataRange: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** Keys of the chosen header fields, in the header's order. */
    fields: z.array(z.string()).check(z.minLength(1, messages.fieldsRequired)),
  });
}

export type ExportFormInput = z.input<ReturnType<typeof createExportFormSchema>>;
export type ExportFormValues = z.output<ReturnType<typeof createExportFormSchema>>;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** EXP-07's timestamp: yyyyMMddHHmmss in local time (digits only, so the default name passes EXP-04). */
function exportTimestamp(now: Date): string {
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

/**
 * EXP-07: the default file name, the list's name and a timestamp. Characters EXP-04 refuses are left out of the
 * list's name, and the name is shortened so the whole default fits the input (EXP-03).
 */
export function defaultExportFileName(listName: string, now: Date): string {
  const stamp = exportTimestamp(now);
  const allowed = Array.from(listName).filter((ch) => /^[\u4e00-\u9fa5A-Za-z0-9._]$/u.test(ch));
  return `${allowed.slice(0, EXPORT_FILE_NAME_INPUT_MAX - stamp.length).join('')}${stamp}`;
}

/** One choosable field of the header-fields answer. */
export interface ExportFieldOption {
  key: string;
  label: string;
  /** CARD-11: the label as the checkbox shows it, five characters and an ellipsis at most. */
  shortLabel: string;
}

/** The header-fields answer (a map from field key to label) as options in the server's order. */
export function exportFieldOptions(headerFields: Readonly<Record<string, string>>): ExportFieldOption[] {
  return Object.entries(headerFields).map(([key, label]) => ({ key, label, shortLabel: truncateLabel(label) }));
}

/** EXP-11: the `exportField` of the start call, the chosen fields as comma-joined 'label:key' ids, in header order. */
export function exportFieldParam(options: readonly ExportFieldOption[], chosen: readonly string[]): string {
  const set = new Set(chosen);
  return options.filter((o) => set.has(o.key)).map((o) => `${o.label}:${o.key}`).join(',');
}

/** EXP-01: the count line, '共计N条数据'. */
export function exportCountText(count: number, lang: 'zh-CN' | 'en' = 'zh-CN'): string {
  if (lang === 'en') return `${count} ${count === 1 ? 'record' : 'records'} in total`;
  return `共计${count}条数据`;
}

/** EXP-01: export is offered only when the chosen range holds data (and its count is known). */
export function canExport(count: number | null): boolean {
  return count !== null && count > 0;
}

/** EXP-08: what the dialog does with the start call's status. */
export type StartOutcome = 'progress' | 'close' | 'error';

export function exportStartOutcome(status: number): StartOutcome {
  if (status === 1000) return 'progress';
  if (status === STATUS_EXPORT_CLOSE) return 'close';
  return 'error';
}

/** EXP-09, EXP-10 (and IMP-02 for imports): what one poll means. */
export type PollOutcome = 'continue' | 'ignore' | 'finished' | 'failed';

export function pollOutcome(answer: { status: number; finished?: boolean | null }): PollOutcome {
  if (answer.status === STATUS_POLL_IGNORED) return 'ignore';
  if (answer.status !== 1000) return 'failed';
  return answer.finished === true ? 'finished' : 'continue';
}

/** A progress percentage for the bar: 0–100, whatever the server sends (a rate of 0–1 or 0–100, or text). */
export function progressPercent(finishRate: unknown, finished: boolean): number {
  if (finished) return 100;
  const n = typeof finishRate === 'number' ? finishRate : Number.parseFloat(String(finishRate ?? '0'));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(100, n);
}
