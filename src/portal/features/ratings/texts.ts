import { registerTexts } from '../../../shared/i18n';

/**
 * Texts of service ratings. The reasons one cannot rate (请先使用该服务 / 本次使用已评价) are the server's
 * (CANNOT_RATE_REASONS); the sensitive-word text (SHELL-10) is the server's sensitiveWordMessage, word and all.
 */
const zhCN = {
  summary: {
    title: '服务评价',
    loading: '正在加载评价…',
    failed: '评价加载失败',
    average: '平均 {{score}} 分（满分 5 分）',
    count: '{{count}} 条评价',
    empty: '暂无评价',
    emptyHint: '使用过该服务后，欢迎留下您的评价。',
    distribution: '评分分布',
    starRow: '{{score}} 星',
    starRowLabel: '{{score}} 星：{{count}} 条，占 {{percent}}%',
    labels: '大家的印象',
    labelCount: '{{name}}（{{count}}）',
    comments: '用户评价',
    noComments: '暂无文字评价',
    more: '查看更多评价',
    loadingMore: '正在加载…',
    moreFailed: '更多评价加载失败：{{msg}}',
    commentScore: '{{score}} 星',
  },
  stars: {
    label: '{{score}} 分（满分 5 分）',
  },
  rate: {
    button: '评价服务',
    checking: '正在检查评价资格…',
    checkFailed: '暂时无法确认能否评价',
    cannot: {
      notUsed: '请先使用该服务',
      alreadyRated: '本次使用已评价',
    },
    done: '评价成功',
    dialogTitle: '评价“{{name}}”',
    scoreLegend: '评分',
    scoreHint: '使用方向键选择 1–5 星',
    scoreRequired: '请先选择评分',
    scoreNames: {
      1: '非常不满意',
      2: '不满意',
      3: '一般',
      4: '满意',
      5: '非常满意',
    },
    starLabel: '{{score}} 星，{{name}}',
    labelsLegend: '快捷标签（最多 {{max}} 个）',
    labelsPick: '选择评分后可选快捷标签',
    labelsLoading: '正在加载标签…',
    labelsFailed: '标签加载失败',
    labelsEmpty: '该评分暂无快捷标签',
    labelsChosen: '已选 {{count}}/{{max}}',
    comment: '评价内容（选填）',
    commentPlaceholder: '说说您的使用体验，帮助我们改进服务',
    counter: '{{count}}/{{max}}',
    submit: '提交评价',
    submitting: '提交中…',
    cancel: '取消',
    failed: '提交失败：{{msg}}',
  },
  sensitive: {
    title: '评论包含敏感词',
    // SHELL-10: the server's sensitiveWordMessage, word and all.
    body: '您的评论包含敏感词“{{word}}”，已触发安全策略并被记录，请修改后重新提交',
    hint: '关闭后可继续修改评论，已填写的内容不会丢失。',
    edit: '返回修改',
  },
};

registerTexts('ratings', {
  'zh-CN': zhCN,
  en: {
    summary: {
      title: 'Ratings',
      loading: 'Loading ratings…',
      failed: 'Ratings could not be loaded',
      average: 'Average {{score}} out of 5',
      count: '{{count}} ratings',
      empty: 'No ratings yet',
      emptyHint: 'If you have used this service, please rate it.',
      distribution: 'Rating distribution',
      starRow: '{{score}} stars',
      starRowLabel: '{{score}} stars: {{count}} ({{percent}}%)',
      labels: 'What people say',
      labelCount: '{{name}} ({{count}})',
      comments: 'Reviews',
      noComments: 'No written reviews yet',
      more: 'Show more reviews',
      loadingMore: 'Loading…',
      moreFailed: 'More reviews could not be loaded: {{msg}}',
      commentScore: '{{score}} stars',
    },
    stars: {
      label: '{{score}} out of 5',
    },
    rate: {
      button: 'Rate this service',
      checking: 'Checking whether you can rate…',
      checkFailed: 'Could not check whether you can rate',
      cannot: {
        notUsed: 'Please use the service first',
        alreadyRated: 'This use has been rated',
      },
      done: 'Thank you for your rating',
      dialogTitle: 'Rate “{{name}}”',
      scoreLegend: 'Rating',
      scoreHint: 'Use the arrow keys to choose 1–5 stars',
      scoreRequired: 'Please choose a rating first',
      scoreNames: {
        1: 'Very dissatisfied',
        2: 'Dissatisfied',
        3: 'Neutral',
        4: 'Satisfied',
        5: 'Very satisfied',
      },
      starLabel: '{{score}} stars, {{name}}',
      labelsLegend: 'Quick labels (up to {{max}})',
      labelsPick: 'Choose a rating to see quick labels',
      labelsLoading: 'Loading labels…',
      labelsFailed: 'Labels could not be loaded',
      labelsEmpty: 'No quick labels for this rating',
      labelsChosen: '{{count}}/{{max}} chosen',
      comment: 'Comment (optional)',
      commentPlaceholder: 'Tell us about your experience to help us improve',
      counter: '{{count}}/{{max}}',
      submit: 'Submit rating',
      submitting: 'Submitting…',
      cancel: 'Cancel',
      failed: 'Could not submit: {{msg}}',
    },
    sensitive: {
      title: 'Your comment contains a sensitive word',
      body: 'Your comment contains the sensitive word “{{word}}”. A security policy was triggered and the attempt was recorded. Please edit your comment and submit it again.',
      hint: 'Close this to go on editing; what you wrote is kept.',
      edit: 'Edit comment',
    },
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    ratings: typeof zhCN;
  }
}
