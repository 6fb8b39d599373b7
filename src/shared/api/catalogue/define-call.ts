import type { z } from 'zod/mini';

/** Which client a call goes through: blade (30 s) or the online-service platform (50 s, also accepts 1005). */
export type ClientKind = 'blade' | 'osp';

/**
 * `envelope` answers `{status,msg,result}`; `codeData` answers `{code,data}` (SSO session-time calls); `blob` answers
 * the file itself (downloadFile), or an envelope when it fails.
 */
export type AnswerShape = 'envelope' | 'codeData' | 'blob';

export interface CallDef<Req extends z.core.$ZodType = z.core.$ZodType, Res extends z.core.$ZodType = z.core.$ZodType> {
  /** Stable name, used in logs and tests. */
  name: string;
  method: 'GET' | 'POST';
  /**
   * Full path from the service host, starting with `/api/` (or `/static/` for static JSON). A `:name` segment is a
   * path parameter: the client fills it from the request's `name` (and leaves it out of body and query).
   */
  path: string;
  client: ClientKind;
  /** Schema of the body (POST) or query (GET), before the wrapper adds account and nick_name. */
  request: Req;
  /** Schema of `result` (envelope) or `data` (codeData). */
  response: Res;
  answer: AnswerShape;
}

/** Declares one call of the spec's catalogue with its schemas; the server and both clients use the same entry. */
export function defineCall<Req extends z.core.$ZodType, Res extends z.core.$ZodType>(
  def: Omit<CallDef<Req, Res>, 'answer' | 'client'> & { answer?: AnswerShape; client?: ClientKind },
): CallDef<Req, Res> {
  return { answer: 'envelope', client: 'blade', ...def };
}

export type CallRequest<C> = C extends CallDef<infer Req, z.core.$ZodType> ? z.input<Req> : never;
export type CallResult<C> = C extends CallDef<z.core.$ZodType, infer Res> ? z.output<Res> : never;
