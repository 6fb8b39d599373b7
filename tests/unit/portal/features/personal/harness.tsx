import { Route, Switch } from 'wouter';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { LoginResult } from '../../../../../src/shared/schema/auth';
import type { AccountBinding, PersonInfo, RecentService, SystemAccessLink } from '../../../../../src/shared/schema/personal';
import type { SessionStore } from '../../../../../src/shared/state/session-store';
import { PersonalCentrePage } from '../../../../../src/portal/features/personal';
import { renderInPortal, type Handler } from '../../../../support/portal-harness';

export const signedInAsStudent: LoginResult = {
  access_token: 'A-student', refresh_token: 'R-student', token_type: 'bearer', expires_in: 3600, tenant_id: '000000',
  user_id: 'u-assistant', account: 'assistant', nick_name: '陈思远', role_id: 'r-student', role_type: 'student', tgt: 'TGT-old',
};

export const switchedToTeacher: LoginResult = {
  ...signedInAsStudent, access_token: 'A-teacher', refresh_token: 'R-teacher', role_id: 'r-teacher', role_type: 'teacher', tgt: 'TGT-new',
};

export function personInfo(roles: 'one' | 'two' = 'two'): PersonInfo {
  const student = { roleId: 'r-student', roleName: '学生', roleType: 'student', current: true };
  const teacher = { roleId: 'r-teacher', roleName: '教师', roleType: 'teacher', current: false };
  return {
    userId: 'u-assistant', account: 'assistant', realName: '陈思远', nickName: '陈思远', deptName: '计算机学院', avatar: '',
    roleId: 'r-student', roleName: '学生', roleType: 'student', roles: roles === 'two' ? [student, teacher] : [student],
  };
}

const systemLinks: SystemAccessLink[] = [
  { id: 'jw', name: '教务系统', url: 'https://jw.example.edu.cn/', icon: '', description: '选课、成绩与课表', category: '教学' },
  { id: 'cw', name: '财务平台', url: 'https://cw.example.edu.cn/', icon: '', description: '', category: '财务' },
];

export const bindings: AccountBinding[] = [
  { id: 'b-wx', provider: 'wechat', providerName: '微信', externalName: '陈*', boundAt: '2026-03-01T08:00:00Z' },
  { id: 'b-dd', provider: 'dingtalk', providerName: '钉钉', externalName: '思*', boundAt: '2026-04-02T08:00:00Z' },
];

/** The server's default rule (password-rule.ts) and its sentence. */
export const passwordReg = {
  passwordReg: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S{8,32}$',
  passwordTip: '密码长度为 8-32 位，不能包含空格，须同时包含大写字母、小写字母、数字和特殊字符',
};

export function recent(serviceId: string, serviceName: string, extra: Partial<RecentService> = {}): RecentService {
  return {
    serviceId, serviceName, serviceIcon: '', serviceDeptName: '教务处', serviceSceneName: '学业', processType: 'ONLINE',
    hasGuide: true, accessWay: '2', openWay: 1003, serviceUrl: `https://ehall.example.edu.cn/${serviceId}`, visitCount: 3,
    releaseTime: '2026-01-01T00:00:00Z', lastVisitTime: '2026-05-01T09:30:00Z', ...extra,
  };
}

function personalHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    personInfoDetail: () => personInfo(),
    getSystemAccessLink: () => systemLinks,
    bindList: () => bindings,
    getPasswordReg: () => passwordReg,
    recentServices: () => [recent('s-grade', '成绩查询'), recent('s-card', '校园卡挂失', { openWay: 1002 })],
    checkScore: () => [],
    clickService: () => null,
    myCollect: () => [],
    ...overrides,
  };
}

export interface PersonalRenderOptions {
  handlers?: Record<string, Handler>;
  /** Runs on the store after sign-in, before the first render. */
  prepare?: (store: SessionStore) => void;
}

/** The page on /PersonalCenter as the lead wires it, signed in as the assistant, on a memory location. */
export function renderPersonal(path = '/PersonalCenter', opts: PersonalRenderOptions = {}) {
  return renderInPortal(
    <Switch>
      <Route path="/PersonalCenter"><PersonalCentrePage /></Route>
      <Route>elsewhere</Route>
    </Switch>,
    { path, signIn: signedInAsStudent, ticket: 'TGT-old', handlers: personalHandlers(opts.handlers), ...(opts.prepare ? { prepare: opts.prepare } : {}) },
  );
}

export { ApiError };
