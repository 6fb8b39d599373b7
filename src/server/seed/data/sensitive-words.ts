/** SHELL-10: the demo tenant's word list: insults, fraud and advertising terms, kept mild. */
export const SENSITIVE_WORDS: ReadonlyArray<{ word: string; category: string }> = [
  ...['傻瓜', '笨蛋', '白痴', '蠢货', '废物', '垃圾学校', '脑残', '滚蛋', '混蛋', '去死'].map((word) => ({ word, category: '辱骂' })),
  ...['刷单', '代考', '替考', '代写论文', '办假证', '套现', '网络赌博', '六合彩', '高利贷', '裸贷', '兼职刷信誉', '中奖转账'].map((word) => ({ word, category: '诈骗' })),
  ...['加微信领红包', '代刷学分', '低价出售答案', '考试答案', '免费领取iphone', '点击链接领奖'].map((word) => ({ word, category: '广告' })),
  ...['fuck', 'shit'].map((word) => ({ word, category: '辱骂' })),
];
