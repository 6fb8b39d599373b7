import { z } from 'zod/mini';
import { IMPORT_EXTENSION_MSG, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MSG } from '../schema/spreadsheet-jobs';

/**
 * The import dialog's form rules (IMP-05 … IMP-12) and the reading of its job's progress (IMP-02 … IMP-04,
 * IMP-14), pure so the dialog, the server and the tests share one version.
 */

/** IMP-05: the spreadsheet kinds accepted. */
const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;
/** The `accept` of the file input. */
export const IMPORT_ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** IMP-06: 20 MB, the server's limit. */
export { IMPORT_MAX_BYTES };
/** IMP-07. */
const IMPORT_MAX_FILES = 1;
/** IMP-09: the title row, an integer 1–10, default 1. */
export const HEADER_LINE_MIN = 1;
export const HEADER_LINE_MAX = 10;
const HEADER_LINE_DEFAULT = 1;
/** IMP-10: the duplicate rule is fixed: 2, skip duplicates. */
export const DUPLICATE_RULE_SKIP = 2;
/** IMP-11: 1 skip the row and continue, 2 stop and exit. */
export const ERROR_RULES = [1, 2] as const;
type ErrorRule = (typeof ERROR_RULES)[number];
const ERROR_RULE_DEFAULT: ErrorRule = 1;

export interface ImportFormMessages {
  wrongType: string;
  wrongTypeUpload: string;
  tooLarge: string;
  tooMany: (n: number) => string;
  fileRequired: string;
  headerLineRequired: string;
  headerLineRange: string;
  matchRequired: string;
}

export const IMPORT_FORM_MESSAGES: Readonly<Record<'zh-CN' | 'en', ImportFormMessages>> = {
  'zh-CN': {
    wrongType: '上传文件格式错误',
    // The server's own words, so the client's check and the server's refusal read the same.
    wrongTypeUpload: IMPORT_EXTENSION_MSG,
    // IMP-06: the original says 5M although the limit is 20 MB; ours says what it checks.
    tooLarge: IMPORT_TOO_LARGE_MSG,
    tooMany: (n) => `当前限制选择 1 个文件，本次选择了 ${n} 个文件，请删除原有上传文件后再上传新的文件。`,
    fileRequired: '请上传文件',
    headerLineRequired: '请输入标题行',
    headerLineRange: '标题行须为1到10之间的整数',
    matchRequired: '请匹配所有系统必填字段',
  },
  en: {
    wrongType: 'Wrong file type',
    wrongTypeUpload: 'Only the file extensions .xls and .xlsx are supported',
    tooLarge: 'The file may not be larger than 20M',
    tooMany: (n) => `Only 1 file can be chosen; you chose ${n}. Remove the uploaded file before uploading a new one.`,
    fileRequired: 'Upload a file',
    headerLineRequired: 'Enter the title row',
    headerLineRange: 'The title row is a whole number from 1 to 10',
    matchRequired: 'Match every field the system requires',
  },
};

/** IMP-05: true for a .xls or .xlsx name (any case). */
function hasSpreadsheetExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return IMPORT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** IMP-05, IMP-06: the message that refuses a chosen file, or null when it may be uploaded. */
export function importFileError(file: { name: string; size: number }, messages: ImportFormMessages = IMPORT_FORM_MESSAGES['zh-CN']): string | null {
  if (!hasSpreadsheetExtension(file.name)) return messages.wrongType;
  if (file.size > IMPORT_MAX_BYTES) return messages.tooLarge;
  return null;
}

/**
 * IMP-07: the message when a choice would hold more than one file (`held` already uploaded plus `chosen` now),
 * or null. N in the message is the number chosen this time.
 */
export function importFileCountError(held: number, chosen: number, messages: ImportFormMessages = IMPORT_FORM_MESSAGES['zh-CN']): string | null {
  return held + chosen > IMPORT_MAX_FILES ? messages.tooMany(chosen) : null;
}

/** IMP-09: the row data starts on. */
export function dataStartRow(headerLine: number): number {
  return headerLine + 1;
}

/** IMP-09: the message for a title row as typed, or null. */
export function headerLineError(raw: string | number | null | undefined, messages: ImportFormMessages = IMPORT_FORM_MESSAGES['zh-CN']): string | null {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') return messages.headerLineRequired;
  if (!/^\d+$/.test(text)) return messages.headerLineRange;
  const n = Number(text);
  return n >= HEADER_LINE_MIN && n <= HEADER_LINE_MAX ? null : messages.headerLineRange;
}

/**
 * Step 1 of the import dialog (IMP-01): the uploaded file's key (set once the upload succeeded), the title row,
 * the fixed duplicate rule and the error rule.
 */
export function createImportFormSchema(messages: ImportFormMessages = IMPORT_FORM_MESSAGES['zh-CN']) {
  return z.object({
    /** What the upload answered for the file (its name or key); '' until a file is uploaded (IMP-08). */
    fileKey: z.string().check(z.minLength(1, messages.fileRequired)),
    headerLine: z.pipe(
      z.string().check(z.superRefine((value, ctx) => {
        const error = headerLineError(value, messages);
        if (error !== null) ctx.addIssue({ code: 'custom', message: error, input: value });
      })),
      z.transform((value: string) => Number(value.trim())),
    ),
    ruleNum: z.literal(DUPLICATE_RULE_SKIP),
    errorRegx: z.union([z.literal(1), z.literal(2)]),
  });
}

export type ImportFormInput = z.input<ReturnType<typeof createImportFormSchema>>;
export type ImportFormValues = z.output<ReturnType<typeof createImportFormSchema>>;

export function defaultImportFormInput(): ImportFormInput {
  return { fileKey: '', headerLine: String(HEADER_LINE_DEFAULT), ruleNum: DUPLICATE_RULE_SKIP, errorRegx: ERROR_RULE_DEFAULT };
}

/** A system field of the field matching (IMP-12). */
export interface SystemField {
  key: string;
  label: string;
  required: boolean;
}

/**
 * IMP-12: the required system fields with no spreadsheet column matched to them. `matches` maps a system field's
 * key to the chosen column ('' or absent = not matched).
 */
export function unmatchedRequiredFields(fields: readonly SystemField[], matches: Readonly<Record<string, string | null | undefined>>): SystemField[] {
  return fields.filter((f) => f.required && !matches[f.key]);
}

/** IMP-12: the message when a required system field is unmatched, or null. */
export function fieldMatchError(
  fields: readonly SystemField[], matches: Readonly<Record<string, string | null | undefined>>,
  messages: ImportFormMessages = IMPORT_FORM_MESSAGES['zh-CN'],
): string | null {
  return unmatchedRequiredFields(fields, matches).length > 0 ? messages.matchRequired : null;
}

/** IMP-04: an error file is offered when the job reports failed or skipped rows and the key of their file. */
export function hasErrorFile(progress: { failNum?: number | null; jumpNum?: number | null; errorKey?: string | null }): boolean {
  return typeof progress.errorKey === 'string' && progress.errorKey !== '' && (progress.failNum ?? 1) + (progress.jumpNum ?? 0) > 0;
}
