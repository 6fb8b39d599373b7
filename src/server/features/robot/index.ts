/** The help robot's public surface: its knowledge base, searched for the site search's FAQ group (ADR 027). */
export { faqAnswers } from './services/faq-answers';
