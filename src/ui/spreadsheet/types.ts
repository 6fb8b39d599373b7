import type {
  DataRange, ExportProgress, ImportMatchResult, ImportProgress, ImportUploadResult, MatchField, SearchForm,
} from '../../shared/schema/spreadsheet-jobs';

export type { DataRange, ExportProgress, ImportMatchResult, ImportUploadResult };

/**
 * What the export and import dialogs need from a list, independent of the list's paths (doc1 §7: "the paths are
 * supplied by each list page"). `spreadsheet-api.ts` builds these from the shared call catalogue; tests give fakes.
 * Every function rejects with the client's ApiError, whose `status` (or `sourceStatus`) the dialogs read.
 */

/** Where the rows of data ranges 2 and 3 come from: the list's current search and its checked rows. */
export interface ExportSelection {
  /** EXP-02 range 2: the list's current search, sent as formInline. */
  filter: SearchForm;
  /** EXP-02 range 3: the checked rows. */
  selectedIds: readonly string[];
  /**
   * The list's order as it shows it (a react-admin list's sort): every range is written in it, sent in formInline as
   * `sort` and `order`; the server keeps fields of the list's sort allow-list and else writes the list's own order.
   */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

interface ExportStartInput {
  fileName: string;
  dataRange: DataRange;
  /** EXP-11: comma-joined 'label:key'. */
  exportField: string;
  selection: ExportSelection;
  /** Makes a repeated start (a retried click) find the first job instead of making a second one. */
  idempotencyKey: string;
}

export interface ExportApi {
  /** The list's header fields: field key → label. */
  headerFields(): Promise<Record<string, string>>;
  /** EXP-01: the count of the chosen range. */
  count(dataRange: DataRange, selection: ExportSelection): Promise<number>;
  /** EXP-08, EXP-11: starts the job; resolves with its key (result.redisKey). */
  start(input: ExportStartInput): Promise<string>;
  /** EXP-09, EXP-10: one poll. */
  poll(key: string): Promise<ExportProgress>;
  /** EXP-09: fetches the finished file and hands it to the browser. */
  download(progress: ExportProgress): Promise<void>;
}

export interface ImportStartInput {
  fileKey: string;
  headerLine: number;
  errorRegx: 1 | 2;
  /** IMP-12: the matches the operator confirmed. */
  matchFieldList: MatchField[];
  idempotencyKey: string;
  /** 预检: check every row and count what the import would do, writing nothing. */
  dryRun?: boolean;
}

export interface ImportApi {
  /** The list's rows are a configuration area's published document: the import becomes a version of it (ADR 016). */
  publishesVersion?: boolean;
  /** IMP-17: downloads the template. */
  downloadTemplate(): Promise<void>;
  /** IMP-14: uploads the file (HTTP 200 and body status 1000 is success). */
  upload(file: File, onProgress?: (percent: number) => void): Promise<ImportUploadResult>;
  /** IMP-12: the title row of the uploaded file and the proposed field matching. */
  matchFields(fileKey: string, headerLine: number): Promise<ImportMatchResult>;
  /** IMP-01: starts the job; resolves with its key. */
  start(input: ImportStartInput): Promise<string>;
  /** IMP-02: one poll. */
  poll(key: string): Promise<ImportProgress>;
  /** IMP-04, IMP-17: downloads the error file. */
  downloadErrors(errorKey: string): Promise<void>;
  /**
   * IMP-15: the caller's import of this list (and scope) still queued or running on the server, if any: the dialog
   * shows it again after a page reload.
   */
  runningJob?(): Promise<string | null>;
}
