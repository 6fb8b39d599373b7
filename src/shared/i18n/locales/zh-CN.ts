import { SSO_ERROR_TEXTS } from '../../schema/school-sign-in';

/** Chinese texts (the default language). The spec's exact texts are kept verbatim. */
export const zhCN = {
  app: {
    name: '网上服务大厅',
    skipToContent: '跳到主要内容',
  },
  lang: {
    label: '语言',
    'zh-CN': '中文',
    en: 'English',
  },
  common: {
    loading: '加载中…',
    retry: '重试',
    backHome: '返回首页',
    close: '关闭',
    pageLoadFailed: '页面加载失败',
  },
  login: {
    title: '用户登录',
    subtitle: '欢迎使用{{school}}',
    account: '账号',
    password: '密码',
    submit: '登录',
    submitting: '登录中…',
    accountRequired: '请输入账号',
    accountTooLong: '账号不能超过 64 个字符',
    passwordRequired: '请输入密码',
    passwordTooLong: '密码不能超过 128 个字符',
    casTitle: '统一身份认证',
    casHint: '本校已启用统一身份认证，请前往学校统一认证平台登录。',
    casButton: '前往统一身份认证登录',
    casGoing: '正在跳转…',
    // AUTH-02: exact text of the spec.
    configFailed: 'loginConfig 失败，尝试重新登录',
    configLoading: '正在获取登录配置…',
    sessionEnded: '登录已失效，请重新登录。',
    failed: '登录失败',
    // Signing in through the school's identity provider (ADR 022).
    localLink: '管理员登录（本地账号）',
    ssoLink: '返回统一身份认证登录',
    ssoFinishing: '正在完成统一身份认证登录…',
    ssoContact: '请联系：{{contact}}',
    ssoErrors: SSO_ERROR_TEXTS,
    // ADR 025: the school's password reset page.
    forgotPassword: '忘记密码',
  },
  shell: {
    mainNav: '主导航',
    navLoading: '导航加载中…',
    navFailed: '导航加载失败',
    navMore: '更多',
    navMoreLabel: '更多导航',
    userMenu: '用户菜单',
    logout: '退出登录',
    loggingOut: '正在退出…',
    configArea: '配置中心',
    footerLoading: '页脚信息加载中…',
    footerFailed: '页脚信息加载失败',
    footerPhone: '电话：{{value}}',
    footerEmail: '邮箱：{{value}}',
    footerAddress: '地址：{{value}}',
    footerLinks: '友情链接',
  },
  session: {
    dialogTitle: '登录提示',
    // SHELL-02: the dialog's only button.
    relogin: '重新登录',
    // SESS-02: exact text of the spec.
    abnormal: '当前登录信息异常，继续使用系统可能出现问题，请重新登录',
    expiredFallback: '登录已过期，请重新登录',
  },
  home: {
    greeting: '您好，{{name}}',
    role: '角色',
    dept: '部门',
    loading: '正在加载个人信息…',
    loadFailed: '个人信息加载失败',
    none: '未设置',
  },
  noPower: {
    title: '暂无权限',
    body: '您没有访问该配置页面的权限。如需使用，请联系管理员为您开通相应的配置菜单。',
  },
  deleted: {
    title: '消息已被删除',
    body: '您要查看的消息已被发送者删除，无法继续查看。',
  },
  notFound: {
    title: '页面不存在',
    body: '您访问的页面不存在或尚未开放。',
  },
  configArea: {
    loading: '正在加载配置中心…',
    loadFailed: '配置中心加载失败',
    empty: '您暂无可用的配置菜单。',
  },
  admin: {
    title: '配置中心',
    menuLabel: '配置菜单',
    notInMenu: '该配置页不在您的配置菜单中，请从配置菜单中选择。',
    descriptionFallback: '在此配置“{{title}}”的相关内容。',
    // Menu titles by route name. Chinese shows the server's own title; these name the entry in other languages.
    titles: {
      homePageConfig: '首页配置',
      serviceHallConfig: '服务大厅配置',
      threeListsConfig: '三张清单配置',
      processServiceCenterConfig: '流程服务中心配置',
      applicationServiceCenterConfig: '应用服务中心配置',
      effectivenessMonitoringConfig: '效能监测配置',
      preLoginConfig: '登录前配置',
      addNavigation: '新增导航',
      cardBusinessConfig: '卡片业务配置',
      deptResponsibilityListConfig: '部门职责清单配置',
      managementGuideConfig: '办事指南配置',
    },
    descriptions: {
      homePageConfig: '配置登录后首页的卡片类型、卡片内容及其展示顺序。',
      serviceHallConfig: '配置服务大厅展示的服务分类、服务范围与排序。',
      threeListsConfig: '配置三清单页面的目录树，以及服务与职责的展示方式。',
      processServiceCenterConfig: '配置流程服务中心（服务类型 PROCESS）展示的服务与分类。',
      applicationServiceCenterConfig: '配置应用服务中心（服务类型 APPLICATION）展示的服务与分类。',
      effectivenessMonitoringConfig: '配置效能监督页面的统计指标、报表与超时监控范围。',
      preLoginConfig: '配置登录前门户页面的全局设置、栏目与页脚信息。',
      addNavigation: '新增和维护顶部导航，最多可新增 6 个自定义导航。',
      cardBusinessConfig: '配置卡片业务：卡片的数据来源、展示字段与样式。',
      deptResponsibilityListConfig: '配置各部门的职责清单。',
      managementGuideConfig: '配置服务事项的办事指南。',
    },
  },
} as const;

/** Same keys as zh-CN, any text: other languages must translate every key. */
export type ResourceShape<T = typeof zhCN> = { -readonly [K in keyof T]: T[K] extends string ? string : ResourceShape<T[K]> };
