/** The help robot's public surface: its knowledge base, searched for the site search's FAQ group (ADR 027). */
export { faqAnswers } from './services/faq-answers';
/** Moves the knowledge base's index version in a transaction that changed questions (the spreadsheet import's). */
export { bumpQuestionVersion } from './search/question-version';
