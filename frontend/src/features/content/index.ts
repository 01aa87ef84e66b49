// The content feature's one entry: what other features may use of it (ADR 68).
export { ContentHero } from './ContentPage';
export { FaqList } from './FaqList';
export { GrievanceOfficerBlock } from './facts';
export { CONTACT_FAQ_IDS, faqItems } from './faq';
export { factIn } from './fact-words';
