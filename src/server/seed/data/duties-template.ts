import type { DutyType } from '../../../shared/schema/three-lists';

/**
 * One duty of a department as the data modules describe it. `services` names the catalogue's services (exact
 * names, any department) that carry the duty out; the seed refuses a name the catalogue does not have.
 */
export interface DutyTemplate {
  name: string;
  type: DutyType;
  /** The legal or regulatory source (设定依据). */
  basis: string;
  content: string;
  services: readonly string[];
  /** Shown to signed-in users only (internal management). */
  internal?: boolean;
}

/** A duty; `services` are the names of the services that carry it out. */
export function duty(name: string, type: DutyType, basis: string, content: string, services: readonly string[] = [], internal = false): DutyTemplate {
  return { name, type, basis, content, services, internal };
}

/** Sources the duties cite again and again. */
export const LAW = {
  higherEducation: '《中华人民共和国高等教育法》',
  studentRules: '《普通高等学校学生管理规定》（教育部令第41号）',
  degree: '《中华人民共和国学位法》',
  finance: '《高等学校财务制度》（财教〔2022〕128号）',
  accounting: '《中华人民共和国会计法》',
  assets: '《事业单位国有资产管理暂行办法》',
  procurement: '《中华人民共和国政府采购法》',
  cyber: '《中华人民共和国网络安全法》',
  dataSecurity: '《中华人民共和国数据安全法》',
  fire: '《中华人民共和国消防法》',
  mentalHealth: '《高等学校学生心理健康教育指导纲要》',
  aid: '《学生资助资金管理办法》（财教〔2021〕310号）',
  employment: '《普通高等学校毕业生就业工作暂行规定》',
  archives: '《中华人民共和国档案法》',
  library: '《普通高等学校图书馆规程》（教高〔2015〕14号）',
  health: '《学校卫生工作条例》',
  tradeUnion: '《中华人民共和国工会法》',
  league: '《中国共产主义青年团章程》',
  charter: '《华夏理工大学章程》',
  infoDisclosure: '《高等学校信息公开办法》（教育部令第29号）',
  research: '《中华人民共和国科学技术进步法》',
  personnel: '《事业单位人事管理条例》',
  dormitory: '《华夏理工大学学生公寓管理办法》',
} as const;
