import { registerTexts } from '../../../shared/i18n';

/** The external data sources' pages (外部接口, menu cardBusinessConfig), in the studio's current language. */
const zhCN = {
  title: '外部接口',
  help: '卡片栏目可以从这些接口读取数据。接口地址须为外网 http(s) 地址；请求头的值按密钥保存，保存后不再显示。',
  empty: '还没有外部接口。新建一个后，卡片栏目的数据源即可选择它。',
  fields: {
    apiName: '接口名称',
    url: '接口地址',
    method: '请求方式',
    timeoutMs: '超时时间（毫秒，500–10000）',
    cacheSeconds: '缓存时间（秒，0 为不缓存）',
    resultPath: '数据列表路径（如 data.list；留空表示返回内容本身是数组）',
    params: '请求参数',
    paramName: '参数名',
    paramType: '参数类型',
    paramValue: '固定值',
    headers: '请求头（值按密钥保存）',
    headerName: '请求头名称',
    headerValue: '值',
    headerCount: '请求头',
  },
  paramTypes: { fixed: '固定值', userAccount: '当前用户账号', userId: '当前用户编号', tenantId: '当前租户编号' },
  addParam: '添加参数',
  addHeader: '添加请求头',
  secretSet: '已设置（••••••），留空则保持不变',
  secretUnset: '请输入值，保存后不再显示',
  secretMissing: '请输入请求头的值',
  test: '测试调用',
  testing: '正在调用…',
  testHint: '按表单当前内容调用一次（不保存），以您的账号填充用户参数，经过外发地址安全检查。',
  testOk: '调用成功：共 {{total}} 条数据，用时 {{ms}} 毫秒。以下为前 {{shown}} 条：',
  testEmpty: '调用成功，但数据列表为空（用时 {{ms}} 毫秒）。',
  testRow: '第 {{n}} 条',
  testResult: '测试调用结果',
};
type ExternalApiTexts = typeof zhCN;

const en: ExternalApiTexts = {
  title: 'External sources',
  help: 'Card columns can read their data from these APIs. The address must be a public http(s) address; header values are kept as secrets and never shown again once saved.',
  empty: 'No external sources yet. Once you create one, card columns can use it as their data source.',
  fields: {
    apiName: 'Name',
    url: 'Address',
    method: 'Method',
    timeoutMs: 'Time-out (ms, 500–10000)',
    cacheSeconds: 'Cache (seconds, 0 for none)',
    resultPath: 'Path of the row list (e.g. data.list; empty when the answer itself is the list)',
    params: 'Parameters',
    paramName: 'Name',
    paramType: 'Kind',
    paramValue: 'Fixed value',
    headers: 'Headers (values kept as secrets)',
    headerName: 'Header name',
    headerValue: 'Value',
    headerCount: 'Headers',
  },
  paramTypes: { fixed: 'Fixed value', userAccount: 'Signed-in account', userId: 'Signed-in user id', tenantId: 'Tenant id' },
  addParam: 'Add parameter',
  addHeader: 'Add header',
  secretSet: 'Set (••••••); leave empty to keep it',
  secretUnset: 'Enter the value; it is not shown again once saved',
  secretMissing: 'Enter the header\'s value',
  test: 'Test call',
  testing: 'Calling…',
  testHint: 'Calls the API once as the form stands (nothing is saved), with your account in the user parameters, through the outbound address check.',
  testOk: 'The call worked: {{total}} rows in {{ms}} ms. The first {{shown}}:',
  testEmpty: 'The call worked, but the row list is empty ({{ms}} ms).',
  testRow: 'Row {{n}}',
  testResult: 'Test call result',
};

registerTexts('externalApis', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    externalApis: typeof zhCN;
  }
}
