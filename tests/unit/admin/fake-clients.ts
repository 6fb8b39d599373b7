import type { CallDef, CallRequest, CallResult, ClientKind } from '../../../src/shared/api/catalogue/define-call';
import { ApiError, type ApiClient, type CallOptions } from '../../../src/shared/api/client-types';
import type { AdminClients } from '../../../src/portal/features/config-area/admin-contract';

export interface RecordedCall {
  client: ClientKind;
  name: string;
  input: unknown;
  options: CallOptions | undefined;
}

type Handler = (input: unknown) => unknown;

/** Both page clients as fakes answering by call name; every call is recorded with the client it went through. */
export function fakeClients(handlers: Record<string, Handler>): AdminClients & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const client = (kind: ClientKind): ApiClient => ({
    kind,
    async call<C extends CallDef>(def: C, input: CallRequest<C>, options?: CallOptions): Promise<CallResult<C>> {
      calls.push({ client: kind, name: def.name, input, options });
      const handler = handlers[def.name];
      if (!handler) throw new ApiError(8008, `no fake for ${def.name}`);
      return (await handler(input)) as CallResult<C>;
    },
  });
  return { blade: client('blade'), osp: client('osp'), calls };
}
