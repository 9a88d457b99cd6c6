export { seedCategories } from './categories';
export { seedFaqs } from './faqs';
export { seedTutorials } from './tutorials';
export { seedPolicies } from './policies';
export { seedServices } from './services';
