import type { GuideFaq, GuideMaterial, GuideStep } from '../../../shared/schema/guides';
import type { TypeKey } from './scenes-and-types';

/**
 * Templates of service guides by service type. `{name}` is the service's name, `{dept}` its department,
 * `{place}` the department's office; the seed fills them in (search-content.ts).
 */
export interface GuideTemplate {
  conditions: string;
  materials: GuideMaterial[];
  steps: GuideStep[];
  fees: string;
  timeLimit: string;
  faq: GuideFaq[];
}

const ID_CARD: GuideMaterial = { name: '本人校园卡或身份证', required: true, note: '现场办理时出示原件' };
const FORM = (n: string): GuideMaterial => ({ name: `《${n}申请表》`, required: true, note: '在线填写，线下办理需打印一份并本人签字' });

export const GUIDE_TEMPLATES: Readonly<Record<TypeKey, GuideTemplate>> = {
  cert: {
    conditions: '在校学生、在职教职工及离校未满两年的校友均可申请{name}；证明内容以学校系统中的在册信息为准。',
    materials: [ID_CARD, FORM('证明开具'), { name: '证明用途说明', required: false, note: '需注明用途或指定格式的，请上传对方要求的模板' }],
    steps: [
      { title: '在线提交申请', detail: '登录网上服务大厅，进入“{name}”，填写用途、份数与领取方式后提交。' },
      { title: '部门审核', detail: '{dept}核对在册信息，信息有误的将退回并说明原因。' },
      { title: '盖章出具', detail: '审核通过后加盖公章，电子版可在个人中心下载，纸质版到{place}领取。' },
    ],
    fees: '免费',
    timeLimit: '1 个工作日',
    faq: [
      { question: '可以委托他人代领吗？', answer: '可以，代领人需携带委托书及双方校园卡或身份证。' },
      { question: '需要英文版证明怎么办？', answer: '提交时在“语言”一栏选择英文，办理时限延长 1 个工作日。' },
    ],
  },
  apply: {
    conditions: '符合学校相关管理规定的师生均可申请{name}，申请人须如实填写信息并对材料真实性负责。',
    materials: [ID_CARD, FORM('审批'), { name: '相关证明材料', required: false, note: '如医院证明、活动通知等，拍照或扫描后上传' }],
    steps: [
      { title: '填写申请', detail: '在网上服务大厅搜索“{name}”，按提示填写申请信息并上传附件。' },
      { title: '逐级审批', detail: '依次由所在单位负责人、{dept}审批，审批进度可在“我的事项”中查看。' },
      { title: '办结通知', detail: '审批完成后系统发送消息提醒，需线下办理的请按提示到{place}。' },
    ],
    fees: '免费',
    timeLimit: '3 个工作日',
    faq: [
      { question: '审批被退回怎么办？', answer: '按退回意见修改后可在原流程中重新提交，无需重新发起。' },
      { question: '提交后可以撤回吗？', answer: '第一位审批人处理前可以撤回，撤回后可修改再提交。' },
      { question: '请假或外出期间如何跟进进度？', answer: '在手机端网上服务大厅同样可以查看审批进度并接收提醒。' },
    ],
  },
  book: {
    conditions: '全校师生均可预约{name}，每人同一时段限预约一次，请按预约时间准时到场。',
    materials: [ID_CARD, { name: '使用说明或活动方案', required: false, note: '团体或大型活动预约时需上传' }],
    steps: [
      { title: '选择时段', detail: '进入“{name}”，查看可预约的日期与时段。' },
      { title: '提交预约', detail: '填写使用人数、用途与联系电话后提交，{dept}确认后生效。' },
      { title: '按时使用', detail: '凭预约成功通知到{place}签到使用；无法到场请提前 2 小时取消。' },
    ],
    fees: '免费；超出免费时长的按学校收费标准收取',
    timeLimit: '即时确认，需人工审核的 1 个工作日内答复',
    faq: [
      { question: '爽约会有什么影响？', answer: '一个月内爽约累计 3 次将暂停预约资格 30 天。' },
      { question: '可以帮同学预约吗？', answer: '不可以，预约实行实名制，须本人预约并本人使用。' },
    ],
  },
  query: {
    conditions: '全校师生登录统一身份认证后即可通过{name}查询本人的相关信息，无需审批。',
    materials: [{ name: '统一身份认证账号', required: true, note: '账号为学工号，初始密码见入学或入职通知' }],
    steps: [
      { title: '登录查询', detail: '登录网上服务大厅，打开“{name}”，选择查询条件。' },
      { title: '核对结果', detail: '对查询结果有疑问的，请联系{dept}核实更正。' },
    ],
    fees: '免费',
    timeLimit: '即时办结',
    faq: [{ question: '查询不到本人信息怎么办？', answer: '新入学或新入职人员数据同步约需 1 个工作日，仍查不到请致电咨询。' }],
  },
  change: {
    conditions: '本人信息与实际不符或发生变化时，可申请{name}；涉及身份信息的须提供有效证明。',
    materials: [ID_CARD, FORM('信息变更'), { name: '变更依据材料', required: true, note: '如户口本、结婚证、银行开户证明等复印件' }],
    steps: [
      { title: '提交变更申请', detail: '在“{name}”中填写变更前后的内容并上传依据材料。' },
      { title: '审核', detail: '{dept}核对材料，必要时电话联系申请人。' },
      { title: '同步生效', detail: '审核通过后变更同步至学校各业务系统，一般 1 个工作日内生效。' },
    ],
    fees: '免费',
    timeLimit: '3 个工作日',
    faq: [{ question: '变更后其他系统何时更新？', answer: '数据中心每日凌晨同步，次日即可在各系统中看到新信息。' }],
  },
  pay: {
    conditions: '按学校规定需缴纳费用或报销费用的师生均可办理{name}；报销须在费用发生后 6 个月内提交。',
    materials: [
      ID_CARD,
      { name: '原始票据或电子发票', required: true, note: '电子发票请上传 PDF 原件，纸质票据按顺序粘贴' },
      { name: '审批单或合同', required: false, note: '单笔金额超过 1 万元时必须提供' },
    ],
    steps: [
      { title: '网上填单', detail: '在“{name}”中录入费用明细，系统自动校验票据真伪与重复报销。' },
      { title: '预约投递', detail: '打印报销单，按预约时间将票据投递到{place}的投递柜。' },
      { title: '审核支付', detail: '{dept}审核后通过银行转账支付，到账时间以银行为准。' },
    ],
    fees: '按学校收费标准，报销业务不收取手续费',
    timeLimit: '5 个工作日',
    faq: [
      { question: '电子发票需要打印吗？', answer: '无需打印，上传 PDF 原件即可，系统会自动查验。' },
      { question: '一卡通或校园卡可以缴费吗？', answer: '可以，统一缴费平台支持校园卡、微信和银行卡支付。' },
    ],
  },
  repair: {
    conditions: '校内办公区、教学区、宿舍区的设施设备损坏，师生均可报修{name}。',
    materials: [{ name: '故障照片', required: false, note: '上传 1–3 张照片有助于维修人员备料' }],
    steps: [
      { title: '在线报修', detail: '进入“{name}”，填写报修地点、故障描述并上传照片。' },
      { title: '派单维修', detail: '{dept}在 30 分钟内派单，维修人员上门前电话联系。' },
      { title: '验收评价', detail: '维修完成后请在系统中确认并评价，未修好可直接追加报修。' },
    ],
    fees: '免费；人为损坏的按价赔偿',
    timeLimit: '一般故障 24 小时内处理，紧急故障 2 小时内到场',
    faq: [
      { question: '夜间紧急报修怎么办？', answer: '拨打 24 小时值班电话，值班人员会立即安排处理。' },
      { question: '宿舍保洁和维修是同一个入口吗？', answer: '不是，保洁问题请联系宿舍楼管理员，维修问题在此报修。' },
    ],
  },
  account: {
    conditions: '在校师生均可办理{name}；账号仅限本人使用，不得转借他人。',
    materials: [ID_CARD, { name: '手机号码', required: true, note: '用于接收验证码，须与学校登记的号码一致' }],
    steps: [
      { title: '身份验证', detail: '进入“{name}”，通过统一身份认证或短信验证码确认身份。' },
      { title: '提交办理', detail: '按页面提示填写信息并提交，{dept}自动或人工受理。' },
      { title: '领取或激活', detail: '线上办理的即时生效；需领取实体卡或设备的请到{place}。' },
    ],
    fees: '免费；补办实体卡按工本费收取 20 元',
    timeLimit: '即时办结，需制卡的 1 个工作日',
    faq: [
      { question: '校园卡丢失后多久可以补办？', answer: '挂失后即可申请补办，新卡次日可到服务窗口领取。' },
      { question: '忘记密码怎么办？', answer: '可通过“统一身份认证密码重置”自助找回。' },
    ],
  },
  system: {
    conditions: '{name}面向有相应权限的师生开放，使用统一身份认证账号登录。',
    materials: [{ name: '统一身份认证账号', required: true, note: '首次使用需在校园网内或通过 VPN 登录' }],
    steps: [
      { title: '登录系统', detail: '在网上服务大厅点击“{name}”，系统将自动单点登录。' },
      { title: '开通权限', detail: '如提示无权限，请由所在单位向{dept}申请开通。' },
    ],
    fees: '免费',
    timeLimit: '即时访问；权限开通 2 个工作日',
    faq: [{ question: '校外能访问吗？', answer: '校外请先连接学校 VPN，再访问该系统。' }],
  },
};
